import {describe, expect, it, vi} from 'vitest';
import {renderToString} from 'react-dom/server';
import {createRemixStub} from '@remix-run/testing';
import {createElement} from 'react';

// The renderer's ESM build sits outside this checkout's Vite root (node_modules is
// shared); load its CommonJS build in unit tests, the app bundles the ESM one.
vi.mock('@contentful/rich-text-react-renderer', async () => {
  const {createRequire} = await import('node:module');
  return createRequire(import.meta.url)('@contentful/rich-text-react-renderer');
});
import {RichTextDocument as RichText} from '~/components/content/RichTextDocument';
import {isSafeUrl, urlScheme} from './link-safety';
import {renderMarkdown} from './markdown.server';

/** Hostile links: every one must end up without a live href. */
export const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&amp;#x6A;avascript:alert(1)',
  'j&#x0009;avascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'FILE:///C:/Windows/win.ini',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,hi',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'data:application/javascript,alert(1)',
  '\u0000javascript:alert(1)',
  '\u200bjavascript:alert(1)',
];

const SAFE_LINKS = [
  '/products/colgate-toothpaste',
  '/learn/how-to-brush-your-teeth#technique',
  'https://www.ada.org/',
  'http://example.com/a?b=c',
  'mailto:support@oralcare.example',
  'tel:+18005550199',
  '#section',
  'data:image/png;base64,iVBORw0KGgo=',
  'DATA:image/GIF;base64,R0lGODlh',
  'data:image/jpeg;base64,/9j/4AAQ',
  'data:image/webp;base64,UklGRg==',
];

describe('isSafeUrl', () => {
  it.each(HOSTILE_LINKS)('rejects %j', (href) => {
    expect(isSafeUrl(href)).toBe(false);
  });
  it.each(SAFE_LINKS)('accepts %j', (href) => {
    expect(isSafeUrl(href)).toBe(true);
  });
  it('reads the scheme like a browser', () => {
    expect(urlScheme(' \u0007 JaVa\tScRiPt:x')).toBe('javascript');
    expect(urlScheme('/relative/path')).toBeNull();
    expect(isSafeUrl(undefined)).toBe(false);
  });
});

/** A rendered page is safe when no href/src attribute holds an unsafe URL. */
function liveUnsafeUrls(html: string): string[] {
  const attrs = [...html.matchAll(/\s(?:href|src|srcset|action|formaction)\s*=\s*"([^"]*)"/gi)].map((m) => m[1]);
  return attrs.filter((value) => !isSafeUrl(value));
}

describe('markdown rendering', () => {
  it('renders hostile links as text, never as a live href', () => {
    for (const href of HOSTILE_LINKS) {
      const source = `[click me](${href.replace(/\n/g, '')}) and <${href}> and ![pic](${href}) and ${href}`;
      const html = renderMarkdown(source);
      expect(liveUnsafeUrls(html), href).toEqual([]);
      expect(html).not.toMatch(/<script/i);
    }
  });

  it('keeps safe links, linkifies bare URLs and turns single newlines into breaks', () => {
    const html = renderMarkdown(
      'Call us\nor visit https://www.ada.org/ or [shop](/products)\n\n![dot](data:image/png;base64,iVBORw0KGgo=)',
    );
    expect(html).toContain('<br>');
    expect(html).toContain('<a href="https://www.ada.org/" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="/products">shop</a>');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('never passes raw HTML through', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<a ');
  });

  it('renders tables inside a scroll box', () => {
    expect(renderMarkdown('| a | b |\n| --- | --- |\n| 1 | 2 |')).toContain('<div class="table-scroll"><table>');
  });
});

const text = (value: string) => ({nodeType: 'text', value, marks: [], data: {}});
const hyperlinkDoc = (uri: string) => ({
  nodeType: 'document',
  data: {},
  content: [{nodeType: 'paragraph', data: {}, content: [{nodeType: 'hyperlink', data: {uri}, content: [text('click me')]}]}],
});

function renderInRouter(element: React.ReactElement) {
  const Stub = createRemixStub([{path: '/', Component: () => element}]);
  return renderToString(createElement(Stub, {initialEntries: ['/']})).replace(/<!-- -->/g, '');
}

describe('rich text rendering', () => {
  it('renders hostile hyperlinks as text', () => {
    for (const href of HOSTILE_LINKS) {
      const html = renderInRouter(createElement(RichText, {document: hyperlinkDoc(href)}));
      expect(html, href).toContain('click me');
      expect(liveUnsafeUrls(html), href).toEqual([]);
      expect(html).not.toMatch(/<a /);
    }
  });

  it('renders safe links, external ones in a new tab', () => {
    expect(renderInRouter(createElement(RichText, {document: hyperlinkDoc('/products')}))).toContain('href="/products"');
    expect(renderInRouter(createElement(RichText, {document: hyperlinkDoc('https://www.ada.org/')}))).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
  });

  it('leaves out an embedded product carousel with no product to show', () => {
    const carousel = {id: 'best', contentType: 'productCarousel', fields: {title: 'Best sellers', productHandles: ['pen']}};
    const doc = {nodeType: 'document', data: {}, content: [{nodeType: 'embedded-entry-block', data: {target: carousel}, content: []}]};
    expect(renderInRouter(createElement(RichText, {document: doc}))).not.toContain('rich-text__embed');
  });

  it('leaves a malformed document out instead of throwing', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      expect(renderInRouter(createElement(RichText, {document: {nodeType: 'document', content: [{value: 1}]}}))).not.toContain('rich-text');
    } finally {
      console.error = original;
    }
    expect(errors.map(String).join(' ')).toContain('rich text left out');
  });
});
