import type {ReactNode} from 'react';
import {Link} from '@remix-run/react';
import {documentToReactComponents, type Options} from '@contentful/rich-text-react-renderer';
import {BLOCKS, INLINES, MARKS, type Document} from '@contentful/rich-text-types';
import type {EmbeddedProducts} from '~/features/content/rich-text';
import {isExternalUrl, isSafeUrl} from '~/features/content/link-safety';
import {isWellFormedDocument} from '~/features/content/rich-text';
import type {ContentAsset, ContentEntry} from '~/clients/content/types';
import {cmsImageSrc} from '~/components/home/ResponsiveImage';
import {ProductCarousel} from '~/components/home/ProductCarousel';

type Fields = Record<string, unknown>;
const fieldsOf = (node: {data?: {target?: unknown}}) => (node.data?.target as ContentEntry<Fields> | null | undefined) ?? null;

function SafeLink({href, children}: {href: unknown; children: ReactNode}) {
  // An unsafe link renders as its text only.
  if (!isSafeUrl(href) || !href.trim()) return <span className="unsafe-link">{children}</span>;
  if (/^\/(?![/\\])/.test(href)) {
    return (
      <Link to={href} data-prefetch="intent">
        {children}
      </Link>
    );
  }
  const external = isExternalUrl(href);
  return (
    <a href={href} {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
      {children}
    </a>
  );
}

function EmbeddedAsset({asset}: {asset: ContentAsset | null}) {
  if (!asset?.url || !isSafeUrl(asset.url)) return null;
  return (
    <figure className="rich-text__figure">
      <img
        src={cmsImageSrc(asset, 900)}
        alt={asset.description || asset.title}
        width={asset.width}
        height={asset.height}
        loading="lazy"
        decoding="async"
      />
    </figure>
  );
}

function options(products: EmbeddedProducts): Options {
  return {
    renderMark: {
      [MARKS.CODE]: (text) => <code>{text}</code>,
    },
    renderNode: {
      [INLINES.HYPERLINK]: (node, children) => <SafeLink href={node.data.uri}>{children}</SafeLink>,
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const target = fieldsOf(node);
        const slug = target?.fields.slug;
        if (target?.contentType !== 'article' || typeof slug !== 'string') return <span>{children}</span>;
        return <SafeLink href={`/learn/${slug}`}>{children}</SafeLink>;
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const target = fieldsOf(node);
        const slug = target?.fields.slug;
        const title = target?.fields.title;
        if (typeof slug !== 'string' || typeof title !== 'string') return null;
        return <SafeLink href={`/learn/${slug}`}>{title}</SafeLink>;
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => <EmbeddedAsset asset={(node.data?.target as ContentAsset | null | undefined) ?? null} />,
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const target = fieldsOf(node);
        if (!target) return null;
        if (target.contentType === 'productCarousel') {
          const handles = Array.isArray(target.fields.productHandles) ? (target.fields.productHandles as string[]) : [];
          const cards = handles.map((h) => products[h]).filter(Boolean);
          // No product to show (none resolved for this page): no empty box and its margins either.
          if (!cards.length) return null;
          return (
            <div className="rich-text__embed">
              <ProductCarousel title={String(target.fields.title ?? '')} products={cards} />
            </div>
          );
        }
        if (target.contentType === 'article' && typeof target.fields.slug === 'string') {
          return (
            <aside className="rich-text__embed rich-text__article">
              <p className="eyebrow">Read next</p>
              <SafeLink href={`/learn/${target.fields.slug}`}>{String(target.fields.title ?? '')}</SafeLink>
              {typeof target.fields.excerpt === 'string' ? <p>{target.fields.excerpt}</p> : null}
            </aside>
          );
        }
        return null;
      },
      [BLOCKS.TABLE]: (_node, children) => (
        <>
          {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
          <div className="table-scroll" role="region" aria-label="Table, scrolls sideways" tabIndex={0}>
            <table>
              <tbody>{children}</tbody>
            </table>
          </div>
          <p className="table-scroll__hint" aria-hidden="true">
            Scroll sideways to see the whole table
          </p>
        </>
      ),
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => <th scope="col">{children}</th>,
    },
  };
}

/**
 * A Contentful rich-text document, rendered with Contentful's React renderer
 * (its own chunk: see RichText). A malformed document is left out (and
 * logged) instead of taking the page down.
 */
export function RichTextDocument({
  document,
  products = {},
  className = 'rich-text',
}: {
  document: unknown;
  products?: EmbeddedProducts;
  className?: string;
}) {
  if (!isWellFormedDocument(document)) {
    console.error('[content] rich text left out: not a well-formed document');
    return null;
  }
  return <div className={className}>{documentToReactComponents(document as Document, options(products))}</div>;
}
