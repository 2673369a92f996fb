import type {ProductCardData} from '~/features/catalog/product-card';
import type {Section} from '~/features/content/sections';
import {Hero} from '~/components/home/Hero';
import {FaqAccordion} from './FaqAccordion';
import {FeatureGrid} from './FeatureGrid';
import {MediaText} from './MediaText';
import {ProductGridSection} from './ProductGridSection';
import {VideoSection} from './VideoSection';

/** Renders a landing page's CMS sections in order. */
export function Sections({sections, products}: {sections: Section[]; products: Record<string, ProductCardData>}) {
  return (
    <>
      {sections.map((section) => {
        switch (section.kind) {
          case 'hero':
            return <Hero key={section.id} hero={{id: section.id, contentType: 'hero', fields: section.fields}} />;
          case 'mediaText':
            return <MediaText key={section.id} fields={section.fields} entryId={section.id} />;
          case 'featureGrid':
            return <FeatureGrid key={section.id} fields={section.fields} entryId={section.id} />;
          case 'faq':
            return <FaqAccordion key={section.id} fields={section.fields} entryId={section.id} />;
          case 'video':
            return <VideoSection key={section.id} fields={section.fields} />;
          case 'productGrid':
            return <ProductGridSection key={section.id} fields={section.fields} products={products} entryId={section.id} />;
        }
      })}
    </>
  );
}
