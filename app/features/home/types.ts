import type {ContentAsset, ContentEntry} from '~/clients/content/types';
import type {CategoryFields} from '~/features/catalog/categories';

export interface StaticImageFields {
  title: string;
  altText?: string;
  desktopImage?: ContentAsset;
  mobileImage?: ContentAsset;
  tabletSmallImage?: ContentAsset;
  tabletLargeImage?: ContentAsset;
}

export interface HeroFields {
  title: string;
  subtitle?: string;
  ctaLabel?: string;
  ctaLink?: string;
  theme?: 'light' | 'dark';
  image?: ContentEntry<StaticImageFields>;
}

export interface BannerFields {
  name: string;
  headline: string;
  body?: string;
  ctaLabel?: string;
  ctaLink?: string;
  backgroundColor?: string;
  textColor?: string;
}

export interface CampaignFields {
  name: string;
  holiday?: boolean;
  banners?: Array<ContentEntry<BannerFields>>;
  hero?: ContentEntry<HeroFields>;
}

export interface CarouselFields {
  title: string;
  productHandles?: string[];
  ctaLabel?: string;
  ctaLink?: string;
}

export interface HomePageFields {
  slug: string;
  seoTitle?: string;
  seoDescription?: string;
  hero?: ContentEntry<HeroFields>;
  featuredCategories?: Array<ContentEntry<CategoryFields & {image?: ContentAsset}>>;
  carousels?: Array<ContentEntry<CarouselFields>>;
  intro?: unknown;
}

export interface SiteSettingsFields {
  key: string;
  holidayCampaign?: boolean;
  announcement?: string;
}
