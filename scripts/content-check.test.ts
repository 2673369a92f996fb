import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createPlatformServer} from '../platform/src/server';
import {checkContentDir, localCatalog, storefrontCatalog} from '../content/src/check';
import {checkExport, type ContentExport} from '../content/src/check-rules';
import {reservedSegments, shadowedPageSlugs, unknownProductHandles} from '../content/src/check-references';

/** CI runs the content check through this test (unit stage of npm test). */
describe('content:check', () => {
  it('the shop content in content/export.json is valid', () => {
    expect(checkContentDir()).toEqual([]);
  });
});

const L = 'en-US';
const link = (id: string, linkType = 'Entry') => ({sys: {type: 'Link', linkType, id}});
const fixture = (): ContentExport => ({
  locales: [{code: L, default: true}],
  contentTypes: [
    {
      sys: {id: 'article'},
      fields: [
        {id: 'slug', type: 'Symbol', required: true, validations: [{unique: true}, {regexp: {pattern: '^[a-z-]+$'}}]},
        {id: 'category', type: 'Symbol', required: true, validations: [{in: ['kids', 'whitening']}]},
        {id: 'heroImage', type: 'Link', linkType: 'Asset', required: true},
        {id: 'minutes', type: 'Integer', required: true, validations: [{range: {min: 1, max: 60}}]},
        {
          id: 'related',
          type: 'Array',
          required: false,
          items: {type: 'Link', linkType: 'Entry', validations: [{linkContentType: ['article']}]},
        },
        {id: 'body', type: 'RichText', required: true, validations: []},
      ],
    },
    {sys: {id: 'note'}, fields: [{id: 'text', type: 'Text', required: true}]},
  ],
  assets: [
    {sys: {id: 'img', type: 'Asset'}, fields: {title: {[L]: 'Pic'}, file: {[L]: {url: '//assets/pic.svg', contentType: 'image/svg+xml'}}}},
    {
      sys: {id: 'gone', type: 'Asset'},
      fields: {title: {[L]: 'Gone'}, file: {[L]: {url: '//assets/gone.svg', contentType: 'image/svg+xml'}}},
    },
  ],
  entries: [
    {
      sys: {id: 'a', type: 'Entry', contentType: {sys: {id: 'article'}}},
      fields: {
        slug: {[L]: 'good'},
        category: {[L]: 'kids'},
        heroImage: {[L]: link('img', 'Asset')},
        minutes: {[L]: 5},
        body: {
          [L]: {
            nodeType: 'document',
            data: {},
            content: [{nodeType: 'paragraph', data: {}, content: [{nodeType: 'text', value: 'Hi', marks: [], data: {}}]}],
          },
        },
      },
    },
    {
      sys: {id: 'b', type: 'Entry', contentType: {sys: {id: 'article'}}},
      fields: {
        slug: {[L]: 'good'},
        category: {[L]: 'teens'},
        heroImage: {[L]: link('nope', 'Asset')},
        minutes: {[L]: 90},
        related: {[L]: [link('a'), link('n'), link('missing')]},
        body: {
          [L]: {
            nodeType: 'document',
            data: {},
            content: [
              {nodeType: 'paragraph', content: []},
              {nodeType: 'embedded-entry-block', data: {target: link('missing')}, content: []},
            ],
          },
        },
        extra: {[L]: 1},
      },
    },
    {sys: {id: 'n', type: 'Entry', contentType: {sys: {id: 'note'}}}, fields: {}},
  ],
});

describe('checkExport', () => {
  it('reports every kind of broken content', () => {
    const problems = checkExport(fixture(), {assetFileExists: (url) => url !== '//assets/gone.svg'});
    const text = problems.join('\n');
    expect(text).toContain('asset gone: file //assets/gone.svg is missing');
    expect(text).toContain('entry b (article).slug: "good" is also used by a');
    expect(text).toContain('entry b (article).category: "teens" is not one of kids, whitening');
    expect(text).toContain('entry b (article).heroImage: asset nope does not exist');
    expect(text).toContain('entry b (article).minutes: above 60');
    expect(text).toContain('entry b (article).related[1]: links to a note, allowed: article');
    expect(text).toContain('entry b (article).related[2]: entry missing does not exist');
    expect(text).toContain('entry b (article).body.0: paragraph has no data');
    expect(text).toContain('entry b (article).body.1: entry missing does not exist');
    expect(text).toContain('entry b: field extra is not in content type article');
    expect(text).toContain('entry n (note).text: required');
    expect(problems.filter((p) => p.startsWith('entry a'))).toEqual([]);
  });
});

describe('checkExport: editor interfaces and tags', () => {
  it('wants one editor interface per content type with a fitting widget per field, and known tags', () => {
    const data = fixture();
    data.editorInterfaces = [
      {
        sys: {contentType: {sys: {id: 'article'}}},
        controls: [
          {fieldId: 'slug', widgetId: 'slugEditor', widgetNamespace: 'builtin', settings: {trackingFieldId: 'title'}},
          {fieldId: 'category', widgetId: 'dropdown', widgetNamespace: 'builtin'},
          {fieldId: 'heroImage', widgetId: 'entryLinkEditor', widgetNamespace: 'builtin'},
          {fieldId: 'minutes', widgetId: 'numberEditor', widgetNamespace: 'builtin'},
          {fieldId: 'related', widgetId: 'entryLinksEditor', widgetNamespace: 'builtin'},
          {fieldId: 'ghost', widgetId: 'singleLine', widgetNamespace: 'builtin'},
        ],
      },
    ];
    data.tags = [{name: 'Kids', sys: {id: 'kids'}}];
    data.entries[0]!.metadata = {tags: [link('kids', 'Tag')]};
    data.entries[1]!.metadata = {tags: [link('summer', 'Tag')]};
    const text = checkExport(data, {assetFileExists: () => true}).join('\n');
    expect(text).toContain('editor interface article.slug: slug tracks unknown field title');
    expect(text).toContain('editor interface article.heroImage: widget entryLinkEditor cannot edit a Link:Asset field');
    expect(text).toContain('editor interface article.body: no control');
    expect(text).toContain('editor interface article: control for unknown field ghost');
    expect(text).toContain('content type note: no editor interface');
    expect(text).toContain('entry b: unknown tag summer');
    expect(text).not.toContain('entry a: unknown tag');
    expect(text).not.toMatch(/article\.(category|minutes|related):/);
  });
});

describe('content:check references outside the CMS', () => {
  const entry = (id: string, type: string, fields: Record<string, unknown>) => ({
    sys: {id, type: 'Entry', contentType: {sys: {id: type}}},
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, {[L]: v}])),
  });
  const withEntries = (...entries: ReturnType<typeof entry>[]): ContentExport => ({
    locales: [{code: L, default: true}],
    contentTypes: [],
    assets: [],
    entries,
  });

  it('fails on a product handle the catalog does not have, naming the entry and the field', () => {
    const data = withEntries(
      entry('grid-1', 'sectionProductGrid', {title: 'Picks', productHandles: ['colgate-toothpaste', 'no-such-paste']}),
      entry('bundle-step-1', 'bundleStep', {productHandles: ['colgate-toothpaste']}),
      entry('quiz-result-1', 'quizResult', {productHandle: 'retired-pen'}),
    );
    expect(unknownProductHandles(data, new Set(['colgate-toothpaste']))).toEqual([
      'entry grid-1 (sectionProductGrid) field productHandles: product handle "no-such-paste" is not in the catalog',
      'entry quiz-result-1 (quizResult) field productHandle: product handle "retired-pen" is not in the catalog',
    ]);
  });

  it('refuses a page slug an app route would shadow, and two pages with one slug', () => {
    const reserved = reservedSegments([
      'cart.tsx',
      'account._guest.login.tsx',
      'robots[.]txt.tsx',
      '_index.tsx',
      '$.tsx',
      'learn.$slug.tsx',
    ]);
    expect([...reserved].sort()).toEqual(['account', 'cart', 'learn', 'robots.txt']);
    const data = withEntries(
      entry('lp-cart', 'landingPage', {slug: 'cart'}),
      entry('lp-spring', 'landingPage', {slug: 'spring-sale'}),
      entry('legal-spring', 'legalPage', {slug: 'spring-sale'}),
    );
    expect(shadowedPageSlugs(data, reserved)).toEqual([
      'entry lp-cart (landingPage) field slug: "/cart" is an app route, so this page would never be shown',
      'entry legal-spring (legalPage) field slug: "/spring-sale" is also the slug of lp-spring (landingPage)',
    ]);
  });
});

describe('npm run content:check (the command)', () => {
  const ROOT = path.resolve(import.meta.dirname, '..');

  it('fails on an export with an unknown product handle and names the entry and the field', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
    cpSync(path.join(ROOT, 'content'), dir, {
      recursive: true,
      filter: (source) => path.relative(path.join(ROOT, 'content'), source).split(path.sep)[0] !== 'src',
    });
    const file = path.join(dir, 'export.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as ContentExport;
    const grid = data.entries.find((e) => e.sys.contentType?.sys.id === 'sectionProductGrid')!;
    (grid.fields.productHandles![L] as string[]).push('no-such-paste');
    writeFileSync(file, JSON.stringify(data));
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'content/src/check.ts', '--content-dir', dir],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {...process.env, PUBLIC_STORE_DOMAIN: '', PUBLIC_STOREFRONT_API_TOKEN: ''},
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `entry ${grid.sys.id} (sectionProductGrid) field productHandles: product handle "no-such-paste" is not in the catalog`,
    );
  }, 60_000);

  it("reads a store's catalog through the Storefront API (here the local platform's, which speaks it)", async () => {
    const platform = createPlatformServer({
      dataDir: mkdtempSync(path.join(tmpdir(), 'content-check-platform-')),
      port: 0,
      host: '127.0.0.1',
      log: () => {},
    });
    const origin = (await platform.listen()).replace('localhost', '127.0.0.1');
    try {
      const handles = await storefrontCatalog(origin, 'local-public-storefront-token');
      expect(handles.size).toBeGreaterThan(20);
      expect([...handles].every((handle) => localCatalog().has(handle))).toBe(true);
    } finally {
      await platform.close();
    }
  }, 60_000);
});
