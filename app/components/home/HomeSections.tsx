import {Suspense} from 'react';
import type {ProductCardData} from '~/features/catalog/product-card';
import type {ContentEntry} from '~/clients/content/types';
import type {ArticleFields} from '~/features/content/articles';
import type {BannerFields} from '~/features/home/types';
import type {CategoryTile} from '~/features/home/view';
import {LearnHighlights} from '~/components/learn/LearnHighlights';
import {RichText} from '~/components/content/RichText';
import {Deferred} from '~/ui/deferred';
import {CampaignBanners} from './CampaignBanners';
import {FeaturedCategories} from './FeaturedCategories';
import {ProductCarousel} from './ProductCarousel';

export interface CarouselRow {
  id: string;
  title: string;
  ctaLabel?: string;
  ctaLink?: string;
  products: ProductCardData[];
}

/**
 * The home page below its hero: campaign banners, featured categories, the
 * product carousels (streamed in), learn highlights and the intro text.
 */
export function HomeSections({
  banners,
  categories,
  intro,
  carousels,
  articles,
}: {
  banners: Array<ContentEntry<BannerFields>>;
  categories: CategoryTile[];
  /** Rich-text document. */
  intro: unknown;
  carousels: Promise<CarouselRow[]>;
  articles: Array<ContentEntry<ArticleFields>>;
}) {
  return (
    <>
      <CampaignBanners banners={banners} />
      <FeaturedCategories categories={categories} />
      <Suspense fallback={<div className="carousel carousel--loading" aria-busy="true" />}>
        <Deferred resolve={carousels} errorElement={null}>
          {(rows) =>
            rows.map((row) => (
              <ProductCarousel
                key={row.id}
                title={row.title}
                products={row.products}
                ctaLabel={row.ctaLabel}
                ctaLink={row.ctaLink}
                withAddToCart
              />
            ))
          }
        </Deferred>
      </Suspense>
      <LearnHighlights articles={articles} />
      {intro ? (
        <section className="home-intro">
          <RichText document={intro} />
        </section>
      ) : null}
    </>
  );
}
