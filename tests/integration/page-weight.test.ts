import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getPage} from '../support/http';

const assets = path.resolve('dist/client/assets');
/** markdown-it's own name and its API's `validateLink` survive minification. */
const MARKDOWN_IT = /markdown-it|validateLink/;

describe('page weight', () => {
  it('ships no Markdown parser to the browser: loaders render Markdown to HTML', () => {
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((file) => MARKDOWN_IT.test(readFileSync(path.join(assets, file), 'utf8')))).toEqual([]);
  });

  it("keeps the inline start-up scripts' code out of the browser's JavaScript: they run once, from the HTML", async () => {
    const html = await (await getPage('/')).text();
    // Distinctive parts of the start-up, history-state and early font scripts.
    const parts = ['getEntriesByName("first-contentful-paint")', 'history.replaceState(Object.assign', 'test(document.cookie))'];
    for (const part of parts) expect(html, part).toContain(part);
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const shipped = scripts.filter((file) => parts.some((part) => readFileSync(path.join(assets, file), 'utf8').includes(part)));
    expect(shipped).toEqual([]);
  });

  it('pages with Markdown fields still get their HTML, in the document and in client navigations', async () => {
    const legal = await (await getPage('/app-privacy')).text();
    expect(legal).toMatch(/<div class="rich-text legal__body"><p>This notice explains/);
    expect(legal).toMatch(/<h2>[^<]+<\/h2>/);
    const data = await (await getPage('/app-privacy.data?_routes=routes%2Fapp-privacy')).text();
    expect(data).toContain('"__html"');
    expect(data).toMatch(/<p>This notice explains/);
    const landing = await (await getPage('/returns-and-warranty')).text();
    expect(landing).toMatch(/class="rich-text faq__answer"><p>/);
  });
});
