import {Link} from '@remix-run/react';
import type {ContentAsset, ContentEntry} from '~/lib/content/types';
import type {CategoryFields} from '~/lib/catalog/categories';
import {cmsImageUrl} from './ResponsiveImage';

export function FeaturedCategories({categories}: {categories: Array<ContentEntry<CategoryFields & {image?: ContentAsset}>>}) {
  if (!categories.length) return null;
  return (
    <section className="featured-categories" aria-labelledby="featured-categories-heading">
      <h2 id="featured-categories-heading">Shop by category</h2>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/products/${category.fields.handle}`} prefetch="intent" className="category-tile">
              {category.fields.image ? (
                <img
                  src={cmsImageUrl(category.fields.image, 480)}
                  alt=""
                  width={240}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span>{category.fields.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
