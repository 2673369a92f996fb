import type {FeatureGridFields} from '~/features/content/sections';

export function FeatureGrid({fields}: {fields: FeatureGridFields}) {
  return (
    <section className="section feature-grid">
      <h2>{fields.title}</h2>
      {fields.intro ? <p className="section__intro">{fields.intro}</p> : null}
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
