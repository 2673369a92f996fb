import {Suspense} from 'react';
import {Await} from '@remix-run/react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {ContentEntry} from '~/lib/content/types';
import type {ArticleFields} from '~/lib/content/articles';
import type {CampaignFields, HomePageFields} from '~/lib/home/types';
import {CampaignBanners} from './CampaignBanners';
import {FeaturedCategories} from './FeaturedCategories';
import {ProductCarousel} from './ProductCarousel';
import {LearnHighlights} from '~/components/learn/LearnHighlights';
import {RichText} from '~/components/content/RichText';

export interface CarouselRow {
  id: string;
  title: string;
  ctaLabel?: string;
  ctaLink?: string;
  products: ProductCardFragment[];
}

/**
 * The home page below its hero: campaign banners, featured categories, the
 * product carousels (streamed in), learn highlights and the intro text.
 */
export function HomeSections({
  home,
  campaign,
  carousels,
  articles,
}: {
  home: ContentEntry<HomePageFields> | null;
  campaign: ContentEntry<CampaignFields> | null;
  carousels: Promise<CarouselRow[]>;
  articles: Array<ContentEntry<ArticleFields>>;
}) {
  return (
    <>
      <CampaignBanners banners={campaign?.fields.banners ?? []} />
      <FeaturedCategories categories={home?.fields.featuredCategories ?? []} />
      <Suspense fallback={<div className="carousel carousel--loading" aria-busy="true" />}>
        <Await resolve={carousels} errorElement={null}>
          {(rows) =>
            rows.map((row) => (
              <ProductCarousel key={row.id} title={row.title} products={row.products} ctaLabel={row.ctaLabel} ctaLink={row.ctaLink} withAddToCart />
            ))
          }
        </Await>
      </Suspense>
      <LearnHighlights articles={articles} />
      {home?.fields.intro ? (
        <section className="home-intro">
          <RichText document={home.fields.intro} />
        </section>
      ) : null}
    </>
  );
}
