import {Link} from '@remix-run/react';
import type {ProductCardData} from '~/features/catalog/product-card';
import type {CategorySection, CategoryView} from '~/features/catalog/categories';
import {hasActiveFilters, type CatalogFilters} from '~/features/catalog/filters';
import {ProductGrid} from '~/components/product/ProductCard';
import {useStandardView} from '~/features/analytics/views';
import {CategoryFilters} from './CategoryFilters';

export type CategoryPageSection = CategorySection & {products: ProductCardData[]};

export function CategoryPage({
  category,
  sections,
  filters,
  path,
}: {
  category: CategoryView;
  sections: CategoryPageSection[];
  filters: CatalogFilters;
  path: string;
}) {
  const single = sections.length === 1;
  const count = new Set(sections.flatMap((s) => s.products.map((p) => p.id))).size;
  const listKey = `${category.handle}:${sections.map((s) => s.products.map((p) => p.handle).join(',')).join('|')}`;

  // Hydrogen's CollectionView (a CMS category is the shop's collection); the data layer gets it as
  // view_item_list. listKey captures what is shown; sections itself is a new array on each render.
  useStandardView('collection_viewed', listKey, () => {
    const items = sections.flatMap((s) => s.products).slice(0, 50);
    return {
      data: {collection: {id: category.handle, handle: category.handle}},
      dataLayer: {
        ecommerce: {
          item_list_id: category.handle,
          item_list_name: category.label,
          items: items.map((p, index) => ({
            item_id: p.handle,
            item_name: p.title,
            item_category: p.productType,
            price: Number(p.price.amount),
            index,
          })),
        },
      },
    };
  });

  return (
    <div className="category-page" data-testid="category-page">
      <header className="page-header">
        <h1>{category.label}</h1>
        {category.description ? <p className="page-header__lead">{category.description}</p> : null}
      </header>
      <CategoryFilters filters={filters} path={path} count={count} />
      {sections.length === 0 ? (
        <p className="empty-state" data-testid="category-empty">
          {hasActiveFilters(filters) ? (
            <>
              Nothing matches those filters. <Link to={path}>Show every {category.label.toLowerCase()} product</Link>.
            </>
          ) : (
            <>
              No products here yet — take a look at <Link to="/products">all products</Link>.
            </>
          )}
        </p>
      ) : null}
      {sections.length > 1 ? (
        <nav className="subcategory-tabs" aria-label={`${category.label} sections`}>
          {sections.map((s) => (
            <a key={s.handle} href={`#${s.handle}`}>
              {s.label}
            </a>
          ))}
        </nav>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.handle}
          id={section.handle}
          className="category-section"
          aria-labelledby={single ? undefined : `h-${section.handle}`}
        >
          {single ? null : <h2 id={`h-${section.handle}`}>{section.label}</h2>}
          <ProductGrid products={section.products} listName={category.label} />
        </section>
      ))}
    </div>
  );
}
