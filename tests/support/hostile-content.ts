import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {XSS_VECTORS} from './hostile-inputs';
import {ROOT, tempDir} from './servers';

export const HOSTILE_ARTICLE = 'how-teeth-whitening-works';
export const HOSTILE_LEGAL = 'rewards-terms';

const text = (value: string, marks: string[] = []) => ({nodeType: 'text', value, marks: marks.map((type) => ({type})), data: {}});
const paragraph = (...content: unknown[]) => ({nodeType: 'paragraph', data: {}, content});
const link = (uri: string, label: string) => ({nodeType: 'hyperlink', data: {uri}, content: [text(label)]});

const HOSTILE_URIS = [
  'javascript:alert("xss")',
  'JaVaScRiPt:alert("xss")',
  'jav\tascript:alert("xss")',
  'jav&#x09;ascript:alert("xss")',
  '&#106;avascript:alert("xss")',
  ' javascript:alert("xss")',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgieHNzIik8L3NjcmlwdD4=',
  'vbscript:msgbox("xss")',
];

/**
 * A copy of content/export.json where one article (title, excerpt, rich-text
 * body) and one legal page (markdown) are full of XSS vectors and unsafe
 * links; returns the directory to serve it from (PLATFORM_CONTENT_DIR).
 */
export function writeHostileContent(): string {
  const data = JSON.parse(readFileSync(path.join(ROOT, 'content/export.json'), 'utf8'));
  for (const entry of data.entries) {
    const type = entry.sys.contentType.sys.id;
    const slug = entry.fields.slug?.['en-US'];
    if (type === 'article' && slug === HOSTILE_ARTICLE) {
      entry.fields.title['en-US'] = `Whitening ${XSS_VECTORS[0]}`;
      entry.fields.excerpt['en-US'] = XSS_VECTORS.slice(0, 6).join(' ');
      if (entry.fields.seoTitle) entry.fields.seoTitle['en-US'] = XSS_VECTORS[9];
      if (entry.fields.seoDescription) entry.fields.seoDescription['en-US'] = XSS_VECTORS[1];
      entry.fields.body['en-US'].content.unshift(
        ...XSS_VECTORS.map((vector) => paragraph(text(vector), text(vector, ['bold']), text(vector, ['code']))),
        ...HOSTILE_URIS.map((uri) => paragraph(text('Read '), link(uri, `hostile link ${uri}`))),
      );
    }
    if (type === 'legalPage' && slug === HOSTILE_LEGAL) {
      entry.fields.body['en-US'] = [
        ...XSS_VECTORS,
        ...HOSTILE_URIS.map((uri) => `[hostile link](${uri})`),
        ...HOSTILE_URIS.map((uri) => `![hostile image](${uri})`),
        '<a href="javascript:alert(\'xss\')">raw anchor</a>',
        entry.fields.body['en-US'],
      ].join('\n\n');
    }
  }
  const dir = tempDir('hostile-content');
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'export.json'), JSON.stringify(data));
  return dir;
}

/**
 * Live markup an XSS vector would produce, anywhere in a page: a script
 * element the shop did not write (the shop's own carry the CSP nonce; JSON
 * data blocks must not contain a raw `<`), an event-handler attribute, or a
 * javascript:/vbscript:/data:text URL in a link, image, form or frame.
 */
export function liveMarkup(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [whole, attributes = '', content = ''] = match;
    const isData = /type=["']?application\/(ld\+)?json/i.test(attributes);
    if (isData ? content.includes('<') : !/\snonce=/.test(attributes)) found.push(whole.slice(0, 200));
  }
  for (const tag of html.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    // Real attributes only: a quoted value (where escaped text may read "onerror=") is consumed whole.
    for (const [, name = '', raw = ''] of tag.matchAll(/[\s/"']([^\s"'>/=]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      if (/^on/i.test(name)) found.push(tag);
      const value = raw
        .replace(/^["']|["']$/g, '')
        .replace(/&#x0*9;?|&#0*9;?|&Tab;|&NewLine;|[\t\n\r\s]/gi, '')
        .replace(/&#x0*6a;?|&#0*106;?/gi, 'j')
        .replace(/&colon;|&#x0*3a;?|&#0*58;?/gi, ':');
      if (/^(href|src|action|formaction|xlink:href|data|srcset|poster)$/i.test(name) && /^(javascript|vbscript|data:text)/i.test(value)) {
        found.push(tag);
      }
    }
  }
  return found;
}
