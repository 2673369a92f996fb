import {Link} from '@remix-run/react';
import {pushEvent} from '~/features/analytics/data-layer';
import {isSafeLocalPath} from '~/infra/urls';
import type {MediaTextFields} from '~/features/content/sections';
import {Markdown} from '~/components/content/Markdown';
import {cmsImageSrc} from '~/components/home/ResponsiveImage';
import {useFieldTags} from '~/components/content/field-tags';

export function MediaText({fields, entryId}: {fields: MediaTextFields; entryId?: string}) {
  const {title, body, image, imagePosition, ctaLabel, ctaLink} = fields;
  const tags = useFieldTags();
  return (
    <section className={`section media-text media-text--image-${imagePosition ?? 'right'}`}>
      {image?.url ? (
        <div className="media-text__media">
          <img
            src={cmsImageSrc(image, 900)}
            alt={image.description || ''}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </div>
      ) : null}
      <div className="media-text__copy">
        <h2 {...tags(entryId, 'title')}>{title}</h2>
        <Markdown html={body} {...tags(entryId, 'body')} />
        {ctaLabel && isSafeLocalPath(ctaLink) ? (
          <Link
            to={ctaLink}
            className="button button--primary"
            data-prefetch="intent"
            onClick={() => pushEvent('cta', {cta_text: ctaLabel, cta_url: ctaLink, section: title})}
          >
            {ctaLabel}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
