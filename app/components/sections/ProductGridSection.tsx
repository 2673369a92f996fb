import type {ProductCardData} from '~/features/catalog/product-card';
import type {ProductGridFields} from '~/features/content/sections';
import {ProductCard} from '~/components/product/ProductCard';
import {useFieldTags} from '~/components/content/field-tags';
import {AddToCartButton} from './AddToCartButton';

export function ProductGridSection({
  fields,
  products,
  entryId,
}: {
  fields: ProductGridFields;
  products: Record<string, ProductCardData>;
  entryId?: string;
}) {
  const tags = useFieldTags();
  const cards = fields.productHandles.map((h) => products[h]).filter(Boolean);
  if (!cards.length) return null;
  return (
    <section className="section product-grid-section">
      <h2 {...tags(entryId, 'title')}>{fields.title}</h2>
      {fields.intro ? (
        <p className="section__intro" {...tags(entryId, 'intro')}>
          {fields.intro}
        </p>
      ) : null}
      <ul className="product-grid">
        {cards.map((product) => (
          <li key={product.id} className="product-grid__cell">
            <ProductCard product={product} />
            <AddToCartButton product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
