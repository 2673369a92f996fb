import {Suspense} from 'react';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {inHandleOrder, productCardsByHandle} from '~/features/catalog/products-by-handle';
import {pickCampaign} from '~/features/home/campaign';
import {homeView} from '~/features/home/view';
import {absoluteUrl, seoDescription, seoMeta} from '~/features/content/seo.server';
import type {CampaignFields, HomePageFields, SiteSettingsFields} from '~/features/home/types';
import {Hero} from '~/components/home/Hero';
import {loadWithParts, splitComponent} from '~/ui/split-component';
import type {ArticleFields} from '~/features/content/articles';

// Everything below the hero hydrates from its own chunk.
const HomeSections = splitComponent('HomeSections', () => import('~/components/home/HomeSections'));

/** The tags the loader worked out. */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [];

export async function loader({request, context}: LoaderFunctionArgs) {
  const {content, storefront} = context;

  // Critical: the page's own content. Campaigns and settings are optional (failures ignored).
  const [home, campaigns, settings, articles] = await Promise.all([
    content.getEntryBy<HomePageFields>('homePage', 'slug', 'home'),
    content.getEntries<CampaignFields>({content_type: 'campaign', include: 3}).catch(() => []),
    content.getEntryBy<SiteSettingsFields>('siteSettings', 'key', 'default').catch(() => null),
    // Learn highlights: the three newest articles (optional).
    content
      .getEntries<ArticleFields>({
        content_type: 'article',
        order: '-fields.publishDate',
        limit: 3,
        include: 1,
        select: 'sys,fields.title,fields.slug,fields.excerpt,fields.category,fields.heroImage,fields.readingTimeMinutes',
      })
      .catch(() => []),
  ]);

  const campaign = pickCampaign(campaigns, Boolean(settings?.fields.holidayCampaign));
  const carouselEntries = home?.fields.carousels ?? [];
  const handles = [...new Set(carouselEntries.flatMap((c) => c.fields.productHandles ?? []))];

  // Below the fold: product carousels stream in.
  const carousels = productCardsByHandle(storefront, handles)
    .then((cards) =>
      carouselEntries.map((c) => ({
        id: c.id,
        title: c.fields.title,
        ctaLabel: c.fields.ctaLabel,
        ctaLink: c.fields.ctaLink,
        products: inHandleOrder(c.fields.productHandles ?? [], cards),
      })),
    )
    .catch(() => []);

  // Only what the page shows goes into the HTML and through hydration.
  const view = homeView(home, campaign);
  const meta = seoMeta({
    title: view.seoTitle ?? 'Oral Care Shop | Toothpaste, Toothbrushes & Whitening',
    description: seoDescription(
      view.seoDescription ?? 'Whitening kits, smart toothbrushes, toothpaste and bundles — with free shipping from $25.',
    ),
    url: absoluteUrl(request, '/'),
  });
  return {...view, carousels, articles, meta};
}

/**
 * A client navigation brings the sections' code (and the intro's rich-text
 * renderer, imported here only then, to stay out of the first visit) with the
 * data: the page commits whole.
 */
export const clientLoader = loadWithParts(HomeSections, {
  preload: () => import('~/components/content/RichText').then(({RichText}) => RichText.preload()),
});

export default function Homepage() {
  const {hero, banners, categories, intro, carousels, articles} = useLoaderData<typeof loader>();
  return (
    <div className="home" data-testid="home-page">
      {hero ? <Hero hero={hero} /> : <h1 className="visually-hidden">Oral Care Shop</h1>}
      <Suspense fallback={null}>
        <HomeSections banners={banners} categories={categories} intro={intro} carousels={carousels} articles={articles} />
      </Suspense>
    </div>
  );
}
