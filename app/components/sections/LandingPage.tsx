import type {ProductCardData} from '~/features/catalog/product-card';
import type {Section} from '~/features/content/sections';
import {useFieldTags} from '~/components/content/field-tags';
import {Sections} from './Sections';

export interface LandingData {
  page: {id?: string; slug: string; title: string; seoTitle?: string; seoDescription?: string};
  sections: Section[];
  products: Record<string, ProductCardData>;
}

/** A CMS landing page: its sections in order; without a hero section the page title is the heading. */
export function LandingPage({data}: {data: LandingData}) {
  const hasHero = data.sections[0]?.kind === 'hero';
  const tags = useFieldTags();
  return (
    <div className="landing" data-testid={`landing-${data.page.slug}`}>
      {hasHero ? null : (
        <h1 className="landing__title" {...tags(data.page.id, 'title')}>
          {data.page.title}
        </h1>
      )}
      <Sections sections={data.sections} products={data.products} />
    </div>
  );
}
