import type {ProductCardFragment} from 'storefrontapi.generated';
import type {CategorySection, CategoryView} from '~/lib/catalog/categories';
import {ProductGrid} from '~/components/product/ProductCard';

type Section = CategorySection & {products: ProductCardFragment[]};

export function CategoryPage({category, sections}: {category: CategoryView; sections: Section[]}) {
  const single = sections.length === 1;
  return (
    <div className="category-page" data-testid="category-page">
      <header className="page-header">
        <h1>{category.label}</h1>
        {category.description ? <p className="page-header__lead">{category.description}</p> : null}
      </header>
      {sections.length === 0 ? <p className="empty-state">No products here yet — take a look at all products.</p> : null}
      {sections.length > 1 ? (
        <nav className="subcategory-tabs" aria-label={`${category.label} sections`}>
          {sections.map((s) => (
            <a key={s.handle} href={`#${s.handle}`}>
              {s.label}
            </a>
          ))}
        </nav>
      ) : null}
      {sections.map((section, index) => (
        <section key={section.handle} id={section.handle} className="category-section" aria-labelledby={`h-${section.handle}`}>
          {single ? null : <h2 id={`h-${section.handle}`}>{section.label}</h2>}
          <ProductGrid products={section.products} eager={index === 0 ? 4 : 0} />
        </section>
      ))}
    </div>
  );
}
