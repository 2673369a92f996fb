import {Link} from '@remix-run/react';
import {isSafeLocalPath} from '~/infra/urls';
import {pushEvent} from '~/features/analytics/data-layer';
import type {ContentEntry} from '~/clients/content/types';
import type {HeroFields} from '~/features/home/types';
import {useFieldTags} from '~/components/content/field-tags';
import {ResponsiveImage} from './ResponsiveImage';

export function Hero({hero}: {hero: ContentEntry<HeroFields>}) {
  const {title, subtitle, ctaLabel, ctaLink, image, theme} = hero.fields;
  const tags = useFieldTags();
  return (
    <section className={`hero hero--${theme ?? 'light'}`} aria-labelledby="hero-title">
      {image ? (
        <div className="hero__media">
          <ResponsiveImage image={image.fields} alt="" eager />
        </div>
      ) : null}
      <div className="hero__copy">
        <h1 id="hero-title" {...tags(hero.id, 'title')}>
          {title}
        </h1>
        {subtitle ? <p {...tags(hero.id, 'subtitle')}>{subtitle}</p> : null}
        {ctaLabel && isSafeLocalPath(ctaLink) ? (
          <Link
            to={ctaLink}
            className="button button--primary"
            data-prefetch="intent"
            onClick={() => pushEvent('cta', {cta_text: ctaLabel, cta_url: ctaLink, section: 'hero'})}
          >
            {ctaLabel}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
