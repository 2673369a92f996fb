import type {ProductLanding} from '~/features/catalog/landing';

/** The hero above the purchase box of a fixed product page. */
export function LandingHero({landing}: {landing: ProductLanding}) {
  return (
    <section className="landing-hero" aria-labelledby="landing-headline">
      {landing.eyebrow ? <p className="eyebrow">{landing.eyebrow}</p> : null}
      <p id="landing-headline" className="landing-hero__headline">
        {landing.headline}
      </p>
      {landing.intro ? <p className="landing-hero__intro">{landing.intro}</p> : null}
    </section>
  );
}

/** Benefits, how-to steps and FAQ below the purchase box. Each section appears only when the CMS fills it. */
export function LandingDetails({landing}: {landing: ProductLanding}) {
  return (
    <div className="landing-details" data-testid="product-landing">
      {landing.benefits.length ? (
        <section className="landing-benefits" aria-labelledby="landing-benefits">
          <h2 id="landing-benefits">Why you'll love it</h2>
          <ul>
            {landing.benefits.map((b) => (
              <li key={b.title}>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {landing.howToSteps.length ? (
        <section className="landing-howto" aria-labelledby="landing-howto">
          <h2 id="landing-howto">{landing.howToTitle || 'How to use'}</h2>
          <ol>
            {landing.howToSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {landing.faqs.length ? (
        <section className="landing-faq" aria-labelledby="landing-faq">
          <h2 id="landing-faq">Questions and answers</h2>
          {landing.faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
