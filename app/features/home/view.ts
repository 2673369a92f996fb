import type {ContentAsset, ContentEntry} from '~/clients/content/types';
import type {BannerFields, CampaignFields, HeroFields, HomePageFields} from './types';

/** A featured category as its tile on the home page shows it. */
export interface CategoryTile {
  id: string;
  handle: string;
  label: string;
  image: ContentAsset | null;
}

/** Everything the home page renders from its CMS entries. */
export interface HomeView {
  seoTitle: string | null;
  seoDescription: string | null;
  /** The campaign's hero when it has one, else the home page's. */
  hero: ContentEntry<HeroFields> | null;
  banners: Array<ContentEntry<BannerFields>>;
  categories: CategoryTile[];
  /** Rich-text document. */
  intro: unknown;
}

/**
 * The home page's CMS entries cut down to what the page shows. The loader's
 * data is written into the HTML and decoded in the browser before hydration;
 * whole entries (every featured category with its sub-categories, product
 * lists and SEO texts, the carousels' product handles, a hero the campaign
 * replaces) made up most of it.
 */
export function homeView(home: ContentEntry<HomePageFields> | null, campaign: ContentEntry<CampaignFields> | null): HomeView {
  return {
    seoTitle: home?.fields.seoTitle ?? null,
    seoDescription: home?.fields.seoDescription ?? null,
    hero: campaign?.fields.hero ?? home?.fields.hero ?? null,
    banners: campaign?.fields.banners ?? [],
    categories: (home?.fields.featuredCategories ?? []).map((category) => ({
      id: category.id,
      handle: category.fields.handle,
      label: category.fields.label,
      image: category.fields.image ?? null,
    })),
    intro: home?.fields.intro ?? null,
  };
}
