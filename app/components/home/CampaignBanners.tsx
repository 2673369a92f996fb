import {Link} from '@remix-run/react';
import {isSafeLocalPath} from '~/infra/urls';
import type {ContentEntry} from '~/clients/content/types';
import type {BannerFields} from '~/features/home/types';

const COLOR = /^#[0-9a-f]{3,8}$/i;

export function CampaignBanners({banners}: {banners: Array<ContentEntry<BannerFields>>}) {
  if (!banners.length) return null;
  return (
    <section className="campaign-banners" aria-label="Offers">
      {banners.map((banner) => {
        const {headline, body, ctaLabel, ctaLink, backgroundColor, textColor, name} = banner.fields;
        const style = {
          ...(backgroundColor && COLOR.test(backgroundColor) ? {background: backgroundColor} : {}),
          ...(textColor && COLOR.test(textColor) ? {color: textColor} : {}),
        };
        return (
          <article key={banner.id} className="campaign-banner" style={style} data-banner={name}>
            <h2>{headline}</h2>
            {body ? <p>{body}</p> : null}
            {ctaLabel && isSafeLocalPath(ctaLink) ? (
              <Link to={ctaLink} className="campaign-banner__cta" data-prefetch="intent">
                {ctaLabel}
              </Link>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
