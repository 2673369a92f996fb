import type {FeatureGridFields} from '~/features/content/sections';
import {useFieldTags} from '~/components/content/field-tags';

export function FeatureGrid({fields, entryId}: {fields: FeatureGridFields; entryId?: string}) {
  const tags = useFieldTags();
  return (
    <section className="section feature-grid">
      <h2 {...tags(entryId, 'title')}>{fields.title}</h2>
      {fields.intro ? (
        <p className="section__intro" {...tags(entryId, 'intro')}>
          {fields.intro}
        </p>
      ) : null}
      <ul className="feature-grid__list">
        {fields.features.map((feature) => (
          <li key={feature.title} className="feature-grid__item">
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
