import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {collectLinks} from '../../src/content/includes.js';
import type {ContentExport, ExportEntity} from '../../src/content/types.js';
import {CONTENT_DIR} from './server.js';

const data = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'export.json'), 'utf8')) as ContentExport;
const types = new Map(data.contentTypes.map((t) => [t.sys.id, t]));
const entries = new Map(data.entries.map((e) => [e.sys.id, e]));
const assets = new Map(data.assets.map((a) => [a.sys.id, a]));
const value = (e: ExportEntity, field: string) => e.fields[field]?.['en-US'];
const byHandle = (handle: string) => data.entries.find((e) => value(e, 'handle') === handle && e.sys.contentType?.sys.id === 'category')!;

const CATEGORY_PRODUCTS: Record<string, string[]> = {
  'whitening-treatments': [
    'optic-white-comfort-fit-kit',
    'optic-white-express-pen',
    'optic-white-overnight-pen',
    'optic-white-pro-led-kit',
  ],
  'whitening-toothpaste': [
    'optic-white-advanced-toothpaste',
    'optic-white-renewal-toothpaste',
    'plaque-pro-release-whitening-toothpaste',
    'optic-white-charcoal-toothpaste',
  ],
  'whitening-bundles': ['optic-white-bundle', 'whitening-pen-duo-bundle'],
  'adult-toothbrushes': [
    'hum-smart-toothbrush',
    'hum-smart-battery-toothbrush',
    'pro-clinical-sonic-toothbrush',
    'charcoal-manual-toothbrush',
  ],
  'kids-toothbrushes': ['hum-kids-smart-toothbrush', 'kids-battery-toothbrush', 'kids-extra-soft-toothbrush'],
  'toothbrush-replacement-heads-and-chargers': [
    'hum-replacement-brush-heads',
    'hum-kids-replacement-brush-heads',
    'hum-travel-charger',
    'hum-brush-head-subscription',
  ],
  'toothbrush-bundles': ['hum-family-bundle', 'hum-couples-bundle'],
  'adult-toothpaste': [
    'total-whitening-toothpaste',
    'total-sensitive-toothpaste',
    'plaque-pro-release-mint-toothpaste',
    'cavity-protection-toothpaste',
    'fresh-mint-gel-toothpaste',
  ],
  'kids-toothpaste': ['kids-cavity-protection-toothpaste', 'kids-watermelon-burst-toothpaste', 'kids-strawberry-toothpaste'],
  'colgate-oral-care-bundles': ['kids-cavity-protection-bundle', 'kids-watermelon-burst-bundle'],
  'freshening-bundles': ['summer-freshness-bundle', 'fresh-breath-bundle', 'total-mouthwash-duo'],
  'teeth-whitening-bundles': ['optic-white-bundle', 'whitening-pen-duo-bundle', 'optic-white-complete-kit-bundle'],
  'holiday-gifts': ['trick-or-teeth-bundle', 'holiday-smile-gift-set', 'stocking-stuffer-kit', 'hum-holiday-gift-bundle'],
  all: [],
};
const SUBCATEGORIES: Record<string, string[]> = {
  'colgate-teeth-whitening': ['whitening-treatments', 'whitening-toothpaste', 'whitening-bundles'],
  'colgate-smart-toothbrushes': [
    'adult-toothbrushes',
    'kids-toothbrushes',
    'toothbrush-replacement-heads-and-chargers',
    'toothbrush-bundles',
  ],
  'colgate-toothpaste': ['adult-toothpaste', 'kids-toothpaste'],
  'colgate-oral-care-bundles': ['freshening-bundles', 'teeth-whitening-bundles', 'toothbrush-bundles'],
};

describe('export.json', () => {
  it('has the contentful-import top-level shape and one en-US locale', () => {
    expect(Array.isArray(data.contentTypes) && Array.isArray(data.entries) && Array.isArray(data.assets)).toBe(true);
    expect(data.locales.map((l) => [l.code, l.default])).toEqual([['en-US', true]]);
    expect(new Set([...entries.keys(), ...assets.keys()]).size).toBe(data.entries.length + data.assets.length);
  });

  it('gives every entry a known content type, required fields and values of the declared type', () => {
    const problems: string[] = [];
    for (const e of data.entries) {
      const type = types.get(e.sys.contentType?.sys.id ?? '');
      if (!type) {
        problems.push(`${e.sys.id}: unknown content type`);
        continue;
      }
      for (const field of Object.keys(e.fields)) {
        if (!type.fields.some((f) => f.id === field)) problems.push(`${e.sys.id}: undeclared field ${field}`);
      }
      for (const f of type.fields) {
        const v = value(e, f.id);
        if (f.required && (v === undefined || v === '')) problems.push(`${e.sys.id}: missing ${f.id}`);
        if (v === undefined) continue;
        const checks: Record<string, () => boolean> = {
          Symbol: () => typeof v === 'string' && v.length <= 256,
          Text: () => typeof v === 'string',
          Integer: () => Number.isInteger(v),
          Number: () => typeof v === 'number',
          Boolean: () => typeof v === 'boolean',
          Date: () => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
          Object: () => typeof v === 'object',
          RichText: () => (v as {nodeType?: string}).nodeType === 'document',
          Link: () => (v as {sys?: {linkType?: string}}).sys?.linkType === f.linkType,
          Array: () => Array.isArray(v),
        };
        const ok = checks[f.type]?.();
        if (!ok) problems.push(`${e.sys.id}: ${f.id} is not a ${f.type}`);
        const allowed = f.validations?.find((x) => 'in' in x)?.in as string[] | undefined;
        if (allowed && !allowed.includes(v as string)) problems.push(`${e.sys.id}: ${f.id}=${String(v)} not allowed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves every link, to an entry of an allowed content type', () => {
    const problems: string[] = [];
    for (const e of [...data.entries, ...data.assets]) {
      for (const ref of collectLinks(e.fields)) {
        const target = ref.linkType === 'Entry' ? entries.get(ref.id) : assets.get(ref.id);
        if (!target) problems.push(`${e.sys.id} → missing ${ref.linkType} ${ref.id}`);
      }
      const type = types.get(e.sys.contentType?.sys.id ?? '');
      for (const f of type?.fields ?? []) {
        const allowed = (f.items?.validations ?? f.validations ?? []).find((x) => 'linkContentType' in x)?.linkContentType as
          string[] | undefined;
        const v = value(e, f.id);
        if (!allowed || v === undefined) continue;
        for (const ref of collectLinks(v)) {
          const targetType = entries.get(ref.id)?.sys.contentType?.sys.id;
          if (targetType && !allowed.includes(targetType)) problems.push(`${e.sys.id}.${f.id} → ${ref.id} (${targetType})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every asset file on disk with its declared size', () => {
    for (const a of data.assets) {
      const file = value(a, 'file') as {url: string; fileName: string; details: {size: number}};
      const onDisk = path.join(CONTENT_DIR, file.url.replace(/^\/\//, ''));
      expect(existsSync(onDisk), onDisk).toBe(true);
      expect(readFileSync(onDisk).length).toBe(file.details.size);
    }
  });

  it('lists the catalog product handles in order and the sub-category tree', () => {
    for (const [handle, products] of Object.entries(CATEGORY_PRODUCTS)) {
      expect(value(byHandle(handle), 'products'), handle).toEqual(products);
    }
    for (const [handle, subs] of Object.entries(SUBCATEGORIES)) {
      const links = value(byHandle(handle), 'subCategories') as {sys: {id: string}}[];
      expect(
        links.map((l) => value(entries.get(l.sys.id)!, 'handle')),
        handle,
      ).toEqual(subs);
    }
    expect(value(byHandle('holiday-gifts'), 'accentColor')).toBe('#b91c1c');
  });

  it('has the storefront singletons and exactly one draft article', () => {
    expect(value(entries.get('siteSettings-default')!, 'freeShippingThreshold')).toBe(25);
    const dict = value(entries.get('langDictionary-en')!, 'entries') as Record<string, string>;
    for (const s of [
      'Whoops!',
      'We got distracted by your bright smile and lost this page.',
      'Go Back to Homepage',
      'Page Not Found',
      'Invalid discount code',
      'Sorry, Live Chat is offline. Check back later.',
    ]) {
      expect(Object.values(dict)).toContain(s);
    }
    expect(value(entries.get('experiment-bchp')!, 'variants')).toEqual([
      {name: 'hide', weight: 0},
      {name: 'show', weight: 1},
    ]);
    const drafts = data.entries.filter((e) => e.sys.publishedVersion === undefined).map((e) => e.sys.id);
    expect(drafts).toEqual(['article-whitening-with-sensitive-teeth']);
    const staticTitles = data.entries.filter((e) => e.sys.contentType?.sys.id === 'staticImage').map((e) => value(e, 'title'));
    for (const nav of data.entries.filter((e) => e.sys.contentType?.sys.id === 'navigationCategory')) {
      expect(staticTitles).toContain(value(nav, 'imageTitle'));
    }
    expect(staticTitles).toContain('error-404');
  });
});

describe('export.json editor interfaces and tags', () => {
  type Control = {
    fieldId: string;
    widgetId: string;
    widgetNamespace: string;
    settings?: {helpText?: string; trackingFieldId?: string; format?: string};
  };
  const interfaces = (data.editorInterfaces ?? []) as Array<{
    sys: {id: string; type: string; contentType: {sys: {id: string}}};
    controls: Control[];
  }>;
  const control = (type: string, field: string) =>
    interfaces.find((e) => e.sys.contentType.sys.id === type)!.controls.find((c) => c.fieldId === field)!;

  it('has one default editor interface per content type, a control for every field', () => {
    expect(interfaces.map((e) => e.sys.contentType.sys.id).sort()).toEqual([...types.keys()].sort());
    for (const e of interfaces) {
      expect(e.sys).toMatchObject({id: 'default', type: 'EditorInterface'});
      expect(e.controls.map((c) => c.fieldId)).toEqual(types.get(e.sys.contentType.sys.id)!.fields.map((f) => f.id));
    }
  });

  it('gives merchandisers the right widgets and help texts', () => {
    expect(control('article', 'category')).toMatchObject({
      widgetId: 'dropdown',
      settings: {helpText: expect.stringContaining('whitening')},
    });
    expect(control('article', 'slug')).toMatchObject({
      widgetId: 'slugEditor',
      settings: {trackingFieldId: 'title', helpText: expect.stringContaining('/learn/')},
    });
    expect(control('article', 'publishDate')).toMatchObject({widgetId: 'datePicker', settings: {format: 'dateonly'}});
    expect(control('landingPage', 'availableFrom')).toMatchObject({widgetId: 'datePicker', settings: {format: 'timeZ'}});
    expect(control('legalPage', 'body')).toMatchObject({widgetId: 'markdown'});
    expect(control('article', 'body').widgetId).toBe('richTextEditor');
    expect(control('category', 'products')).toMatchObject({
      widgetId: 'tagEditor',
      settings: {helpText: expect.stringContaining('handles')},
    });
    expect(control('navigationLink', 'link').widgetId).toBe('urlEditor');
    expect(control('banner', 'backgroundColor').settings?.helpText).toMatch(/hex colour/);
    // every field with a fixed list of values or a format gets a help text
    for (const type of data.contentTypes) {
      for (const f of type.fields) {
        const constrained = f.validations?.some((v) => 'in' in v || 'regexp' in v) || f.type === 'Object';
        if (constrained) expect(control(type.sys.id, f.id).settings?.helpText, `${type.sys.id}.${f.id}`).toBeTruthy();
      }
    }
  });

  it('tags entries with the public tags it defines', () => {
    const tagIds = (data.tags ?? []).map((t) => t.sys.id);
    expect(tagIds.sort()).toEqual(['campaign', 'holiday', 'kids', 'legal']);
    const tagged = (id: string) =>
      data.entries.filter((e) => (e.metadata?.tags as Array<{sys: {id: string}}> | undefined)?.some((t) => t.sys.id === id));
    expect(tagged('legal').length).toBe(data.entries.filter((e) => e.sys.contentType?.sys.id === 'legalPage').length);
    expect(tagged('holiday').every((e) => e.fields.holiday?.['en-US'] === true)).toBe(true);
    expect(tagged('campaign').length).toBeGreaterThan(tagged('holiday').length);
  });
});
