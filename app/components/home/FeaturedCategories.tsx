import {Link} from '@remix-run/react';
import type {CategoryTile} from '~/features/home/view';
import {cmsImageUrl} from './ResponsiveImage';

export function FeaturedCategories({categories}: {categories: CategoryTile[]}) {
  if (!categories.length) return null;
  return (
    <section className="featured-categories" aria-labelledby="featured-categories-heading">
      <h2 id="featured-categories-heading">Shop by category</h2>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/products/${category.handle}`} data-prefetch="intent" className="category-tile">
              {category.image ? (
                <img src={cmsImageUrl(category.image, 480)} alt="" width={240} height={160} loading="lazy" decoding="async" />
              ) : null}
              <span>{category.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
