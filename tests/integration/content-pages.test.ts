import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage, platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';

const PREVIEW_TOKEN = 'local-content-preview-token';
const html = async (path: string, init?: RequestInit) => {
  const response = await getPage(path, init);
  return {status: response.status, headers: response.headers, body: (await response.text()).replace(/<!-- -->/g, '')};
};
const cookieOf = (response: {headers: Headers}) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

function contactForm(values: Record<string, string>) {
  return new URLSearchParams({
    name: 'Robin Park',
    email: 'robin@example.com',
    orderNumber: '',
    topic: 'Order status',
    message: 'When will my order arrive, please?',
    ...values,
  });
}

describe('learn', () => {
  it('lists articles with categories and pagination', async () => {
    const first = await html('/learn');
    expect(first.status).toBe(200);
    expect(first.body).toContain('data-testid="learn-page"');
    expect(first.body.match(/data-testid="article-card"/g)).toHaveLength(4);
    expect(first.body).toContain('href="/learn?page=2"');
    expect(first.body).not.toContain('Whitening With Sensitive Teeth'); // the draft
    const second = await html('/learn?page=2');
    expect(second.body.match(/data-testid="article-card"/g)?.length).toBeGreaterThan(0);
    const kids = await html('/learn?category=kids');
    expect(kids.body).toContain('href="/learn/brushing-tips-for-kids"');
    expect(kids.body).not.toContain('href="/learn/gum-health-basics"');
    for (const bad of ['/learn?page=99', '/learn?page=abc', '/learn?category=nope']) {
      expect((await getPage(bad)).status, bad).toBe(404);
    }
  });

  it('renders an article: rich text, table, embedded image and products, JSON-LD, reading time, related', async () => {
    const {status, body} = await html('/learn/how-teeth-whitening-works');
    expect(status).toBe(200);
    expect(body).toContain('<h1>How Teeth Whitening Works</h1>');
    expect(body).toMatch(/<div class="table-scroll" role="region" aria-label="[^"]+" tabindex="0"><table>/i);
    expect(body).toContain('<th scope="col">');
    expect(body).toContain('class="rich-text__figure"');
    expect(body).toContain('data-testid="reading-time">6 min read');
    expect(body).toContain('"@type":"Article"');
    expect(body).toMatch(/aria-labelledby="related-heading"/);
    expect(body).toMatch(/href="\/products\/[a-z0-9-]+"/);
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/learn\/how-teeth-whitening-works"/);
  });

  it('writes into the page only what it shows of the related articles: cards, not their bodies or links', async () => {
    const {body} = await html('/learn/how-teeth-whitening-works');
    expect(body).toContain('href="/learn/sensitive-teeth-causes-and-relief"');
    // The related article's body (its first paragraph) and the entries' own related lists stay out of the loader data.
    for (const unseen of ['a layer full of tiny channels', 'relatedArticles']) expect(body).not.toContain(unseen);
  });

  it('unknown and draft articles are 404 without preview', async () => {
    expect((await getPage('/learn/no-such-article')).status).toBe(404);
    expect((await getPage('/learn/whitening-with-sensitive-teeth')).status).toBe(404);
  });
});

describe('content preview', () => {
  it('takes the token once: a redirect to the same URL without it, then drafts with the Preview banner from the session until exit', async () => {
    const on = await getPage(`/learn/whitening-with-sensitive-teeth?preview=${PREVIEW_TOKEN}&ref=mail`);
    expect(on.status).toBe(302);
    expect(on.headers.get('location')).toBe('/learn/whitening-with-sensitive-teeth?ref=mail');
    expect(on.headers.get('cache-control')).toContain('no-store');
    const cookie = cookieOf(on);
    expect(cookie).toContain('session=');
    expect(cookie).not.toContain(PREVIEW_TOKEN);

    const again = await getPage('/learn/whitening-with-sensitive-teeth?ref=mail', {headers: {Cookie: cookie}});
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toContain('no-store');
    const body = await again.text();
    expect(body).toContain('data-testid="preview-banner"');
    expect(body).toContain('preview=off');
    expect(body).not.toContain(PREVIEW_TOKEN);

    const off = await getPage('/learn/whitening-with-sensitive-teeth?preview=off', {headers: {Cookie: cookie}});
    expect(off.status).toBe(302);
    expect(off.headers.get('location')).toBe('/learn/whitening-with-sensitive-teeth');
    const after = await getPage('/learn/whitening-with-sensitive-teeth', {headers: {Cookie: cookieOf(off) || cookie}});
    expect(after.status).toBe(404);
  });

  it('a wrong token shows no drafts', async () => {
    const guess = await getPage('/learn/whitening-with-sensitive-teeth?preview=guess');
    expect(guess.status).toBe(302);
    expect((await getPage(guess.headers.get('location')!, {headers: {Cookie: cookieOf(guess)}})).status).toBe(404);
  });

  it("a preview page may be framed by Contentful's web app only; a shopper's page by nobody", async () => {
    const on = await getPage(`/learn?preview=${PREVIEW_TOKEN}`);
    const preview = await getPage('/learn', {headers: {Cookie: cookieOf(on)}});
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://app.contentful.com");
    expect(preview.headers.get('x-frame-options')).toBeNull();
    const shopper = await getPage('/learn');
    expect(shopper.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(shopper.headers.get('x-frame-options')).toBe('DENY');
  });

  it('preview pages tag their CMS texts for Live Preview (entry and field); shoppers get no tags', async () => {
    const on = await getPage(`/hum-smart-toothbrush-app?preview=${PREVIEW_TOKEN}`);
    const preview = await (await getPage('/hum-smart-toothbrush-app', {headers: {Cookie: cookieOf(on)}})).text();
    expect(preview).toMatch(/data-contentful-entry-id="hero-hum-app" data-contentful-field-id="title" data-contentful-locale="en-US"/);
    expect(preview).toMatch(/data-contentful-entry-id="sectionFeatureGrid-hum-app-benefits" data-contentful-field-id="title"/);
    const shopper = await (await getPage('/hum-smart-toothbrush-app')).text();
    expect(shopper).not.toContain('data-contentful-');
  });
});

describe('legal pages', () => {
  const pages = {
    '/app-privacy': 'Smart Toothbrush App Privacy Notice',
    '/app-terms-of-service': '',
    '/kids-app-privacy': '',
    '/california-consumer-protection-act-addendum': '',
    '/rewards-terms': '',
    '/discount-code-terms-and-conditions': '',
  };
  it.each(Object.entries(pages))('%s renders its Markdown', async (path, title) => {
    const {status, body} = await html(path);
    expect(status).toBe(200);
    expect(body).toContain('data-testid="legal-page"');
    if (title) expect(body).toContain(`<h1>${title}</h1>`);
    expect(body).toContain('<h2>Contact us</h2>');
    expect(body).toContain('<a href="mailto:support@oralcare.example">');
  });
});

describe('landing pages', () => {
  it.each(['/hum-smart-toothbrush-app', '/returns-and-warranty', '/opticobsessed'])('%s renders its sections', async (path) => {
    const {status, body} = await html(path);
    expect(status).toBe(200);
    expect(body).toContain(`data-testid="landing-${path.slice(1)}"`);
    expect(body).toMatch(/class="hero/);
    expect(body).toContain('data-testid="faq"');
    expect(body).toContain('<details class="faq__item">');
  });

  it('product grids carry add-to-cart forms', async () => {
    const {body} = await html('/opticobsessed');
    expect(body).toContain('class="section product-grid-section"');
    expect(body).toContain('data-testid="add-to-cart"');
  });

  it('/total is open inside its window; /total-sfmarathon is past its window and goes home', async () => {
    const total = await html('/total');
    expect(total.status).toBe(200);
    expect(total.body).toContain('Total protection, all day');
    const marathon = await getPage('/total-sfmarathon');
    expect(marathon.status).toBe(302);
    expect(marathon.headers.get('location')).toBe('/');
    const accepted = await getPage(`/total-sfmarathon?preview=${PREVIEW_TOKEN}`);
    const previewed = await html('/total-sfmarathon', {headers: {Cookie: cookieOf(accepted)}});
    expect(previewed.status).toBe(200);
    expect(previewed.body).toContain('Oral care for runners');
  });
});

describe('contact', () => {
  it('/contact-us has the chat entry, email, phone and FAQ', async () => {
    const {status, body} = await html('/contact-us');
    expect(status).toBe(200);
    expect(body).toMatch(/data-chat-entry=""/);
    // The live chat entry (status, hours, open button) sits inside it.
    expect(body).toMatch(/data-chat-entry=""[^]*data-testid="chat-entry"[^]*Live chat hours: Monday to Friday/);
    expect(body).toContain('href="/contact-us-email"');
    expect(body).toContain('href="tel:+18005550199"');
    expect(body).toContain('(800) 555-0199');
    expect(body).toContain('Where is my order?');
  });

  it('rejects an invalid form with messages and keeps what was typed', async () => {
    const response = await getPage('/contact-us-email', {
      method: 'POST',
      body: contactForm({email: 'robin@', message: 'Hi', topic: 'Nope'}),
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('Please enter a valid email address');
    expect(body).toContain('Please choose a topic.');
    expect(body).toContain('Please write at least 10 characters');
    expect(body).toContain('value="Robin Park"');
  });

  it('sends a valid message to the outbox and shows the success page', async () => {
    const message = `Order question ${Date.now()}`;
    const response = await getPage('/contact-us-email', {method: 'POST', body: contactForm({message, orderNumber: '1001'})});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/contact-us-email-success');
    const outbox = (await (await fetch(`${platformUrl()}/outbox.json?kind=contact_form`)).json()) as {
      messages: Array<{text: string; subject: string}>;
    };
    const sent = outbox.messages.find((m) => m.text.includes(message));
    expect(sent?.subject).toBe('Order status (order #1001) from Robin Park');
    expect((await html('/contact-us-email-success')).body).toContain('Thanks, your message is on its way');
  });
});

describe('whitening quiz without JavaScript', () => {
  it('walks one question per step to a product with an add-to-cart form', async () => {
    const start = await html('/whitening-product-quiz');
    expect(start.body).toContain('Question 1 of 3');
    expect(start.body).toContain('name="goal"');
    const second = await html('/whitening-product-quiz?goal=deep');
    expect(second.body).toContain('Question 2 of 3');
    expect(second.body).toContain('type="hidden" name="goal" value="deep"');
    const result = await html('/whitening-product-quiz?goal=deep&time=ten-minutes&sensitivity=no');
    expect(result.body).toContain('data-testid="quiz-result"');
    expect(result.body).toContain('data-handle="optic-white-pro-led-kit"');
    expect(result.body).toMatch(/<form[^>]*action="\/cart"/);
    const bad = await getPage('/whitening-product-quiz?goal=everything');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please choose one of the answers below.');
  });
});

describe('home', () => {
  it('shows learn highlights', async () => {
    const {body} = await html('/');
    expect(body).toContain('data-testid="learn-highlights"');
    expect(body.match(/data-testid="article-card"/g)).toHaveLength(3);
  });

  it('writes into the page only what it shows of its CMS entries', async () => {
    const {body} = await html('/');
    expect(body.match(/class="category-tile"/g)?.length).toBeGreaterThan(0);
    // The loader data in the HTML: no whole category entries (sub-categories, their texts), which the page never shows.
    for (const unseen of ['featuredCategories', 'subCategories', 'Targeted treatments that work beyond brushing'])
      expect(body).not.toContain(unseen);
  });
});

describe('password-protected store and a commerce outage (spare shop)', () => {
  let base = '';
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const shop = await startTestShop(
      TEST_PORTS.spareShop,
      TEST_PORTS.spareAssets,
      envFor(platformUrl(), {STOREFRONT_PASSWORD: 'brightsmile', PUBLIC_STORE_DOMAIN: `http://localhost:${TEST_PORTS.deadPlatform}`}),
    );
    base = shop.url;
    close = () => shop.close();
  });
  afterAll(() => close());

  it('sends every page to /password until the password is entered', async () => {
    const locked = await getPage('/learn', {}, base);
    expect(locked.status).toBe(302);
    expect(locked.headers.get('location')).toBe('/password?redirect=%2Flearn');
    expect((await getPage('/password', {}, base)).status).toBe(200);

    const action = await getPage('/cart', {method: 'POST', body: new URLSearchParams({cartFormInput: '{}'})}, base);
    expect(action.status).toBe(303);
    expect(action.headers.get('location')).toBe('/password?redirect=%2Fcart');

    const wrong = await getPage('/password', {method: 'POST', body: new URLSearchParams({password: 'nope', redirect: '/learn'})}, base);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That password is not right');

    const right = await getPage(
      '/password',
      {method: 'POST', body: new URLSearchParams({password: 'brightsmile', redirect: '/learn'})},
      base,
    );
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/learn');
    const open = await getPage('/learn', {headers: {Cookie: cookieOf(right)}}, base);
    expect(open.status).toBe(200);
  });

  it('a failed send goes to the failure page with the shopper text kept', async () => {
    const unlock = await getPage('/password', {method: 'POST', body: new URLSearchParams({password: 'brightsmile'})}, base);
    let cookie = cookieOf(unlock);
    const message = 'My brush stopped charging after a week, can you help?';
    const sent = await getPage('/contact-us-email', {method: 'POST', body: contactForm({message}), headers: {Cookie: cookie}}, base);
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/contact-us-email-failure');
    cookie = cookieOf(sent) || cookie;
    const failure = await getPage('/contact-us-email-failure', {headers: {Cookie: cookie}}, base);
    const body = (await failure.text()).replace(/<!-- -->/g, '');
    expect(body).toContain('We could not send your message');
    expect(body).toContain(message);
    expect(body).toContain('value="Robin Park"');
  });
});
