import type {GalleryImage} from '~/features/product/variant-content';
import {ShopImage} from '~/components/images/ShopImage';

/**
 * Product images as a horizontally scrollable strip (swipe on touch, arrow
 * keys when focused) with thumbnail links that jump to each image — no
 * JavaScript required (a phone swipes, the next image peeking in). The selected variant's gallery
 * from the CMS comes instead, or its store image first.
 */
export function ProductGallery({images, title}: {images: GalleryImage[]; title: string}) {
  if (!images.length) return <div className="gallery gallery--empty" aria-hidden="true" />;
  return (
    <div className={images.length > 1 ? 'gallery gallery--many' : 'gallery'}>
      {/* Keyed by the lead image: a new variant's gallery is a new strip that starts at its first
          image. Reordering the same strip would leave the browser's scroll snap on the image it
          showed before (the old variant's), now further along. */}
      <div key={images[0]!.id ?? images[0]!.url} className="gallery__track" tabIndex={0} aria-label={`${title} images`} role="region">
        {images.map((image, index) => (
          <figure key={image.id ?? image.url} id={`image-${index + 1}`} className="gallery__slide">
            <ShopImage
              data={image}
              alt={image.altText || `${title}, image ${index + 1} of ${images.length}`}
              preset={image.cms ? 'variantGallery' : 'productGallery'}
              priority={index === 0}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ol className="gallery__thumbs" aria-label="Choose an image">
          {images.map((image, index) => (
            <li key={image.id ?? image.url}>
              <a href={`#image-${index + 1}`} aria-label={`Show image ${index + 1}`}>
                <ShopImage data={image} alt="" preset={image.cms ? 'variantThumb' : 'productThumb'} />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
