import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freeText, parseSearch, type SearchNode} from '../src/storefront/search/syntax.js';
import {startPlatform, type TestPlatform} from './helpers.js';

const FIELDS = new Set(['tag', 'vendor', 'title', 'variants.price', 'product_type', 'handle']);
const parse = (q: string) => parseSearch(q, FIELDS);
const term = (field: string | null, value: string, op: string = ':', quoted = false): SearchNode => ({
  kind: 'term',
  field,
  op: op as ':',
  value,
  quoted,
});

describe('search syntax parser (pure)', () => {
  it('reads quoted field values with spaces, dots and colons, single or double quotes, with escapes', () => {
    expect(parse('vendor:"Oral Care Co."')).toEqual(term('vendor', 'Oral Care Co.', ':', true));
    expect(parse("tag:'whitening'")).toEqual(term('tag', 'whitening', ':', true));
    expect(parse('tag:age:kids')).toEqual(term('tag', 'age:kids'));
    expect(parse('title:"say \\"cheese\\""')).toEqual(term('title', 'say "cheese"', ':', true));
    expect(parse('"electric toothbrush"')).toEqual(term(null, 'electric toothbrush', ':', true));
  });

  it('reads ranges', () => {
    expect(parse('variants.price:>10')).toEqual(term('variants.price', '10', '>'));
    expect(parse('variants.price:>=10 variants.price:<20.5')).toEqual({
      kind: 'and',
      children: [term('variants.price', '10', '>='), term('variants.price', '20.5', '<')],
    });
  });

  it('AND binds tighter than OR; NOT, -term and parentheses', () => {
    expect(parse('tag:a OR tag:b tag:c')).toEqual({
      kind: 'or',
      children: [term('tag', 'a'), {kind: 'and', children: [term('tag', 'b'), term('tag', 'c')]}],
    });
    expect(parse('(tag:a OR tag:b) AND NOT vendor:x')).toEqual({
      kind: 'and',
      children: [
        {kind: 'or', children: [term('tag', 'a'), term('tag', 'b')]},
        {kind: 'not', child: term('vendor', 'x')},
      ],
    });
    expect(parse('-tag:free_gift')).toEqual({kind: 'not', child: term('tag', 'free_gift')});
    expect(parse('-(tag:a OR tag:b)')).toEqual({kind: 'not', child: {kind: 'or', children: [term('tag', 'a'), term('tag', 'b')]}});
    // Operators only in capitals; quoted they are words.
    expect(parse('tag:a or "OR"')).toEqual({kind: 'and', children: [term('tag', 'a'), term(null, 'or'), term(null, 'OR', ':', true)]});
  });

  it('drops terms on unknown fields, wherever they are, instead of matching them as text', () => {
    expect(parse("published_status:'online_store:visible'")).toBeNull();
    expect(parse("published_status:'online_store:visible' tag:kids")).toEqual(term('tag', 'kids'));
    expect(parse('NOT colour:red')).toBeNull();
    expect(parse('tag:a OR colour:red')).toEqual(term('tag', 'a'));
    expect(parse('-colour:red (size:xl)')).toBeNull();
  });

  it('is lenient with unbalanced or empty input', () => {
    expect(parse('')).toBeNull();
    expect(parse('   ')).toBeNull();
    expect(parse('(tag:a')).toEqual(term('tag', 'a'));
    expect(parse('tag:a) tag:b')).toEqual({kind: 'and', children: [term('tag', 'a'), term('tag', 'b')]});
    expect(parse('NOT')).toBeNull();
    expect(parse('vendor:"unterminated')).toEqual(term('vendor', 'unterminated', ':', true));
  });

  it('lists the free-text words for relevance (no fields, nothing negated)', () => {
    expect(freeText(parse('whiten* "Gentle Paste" tag:kids -charcoal'))).toEqual(['whiten', 'gentle paste']);
  });
});

describe('products(query:) with the search syntax', () => {
  let p: TestPlatform;
  let all: Array<{handle: string; vendor: string; tags: string[]; prices: number[]}>;
  beforeAll(async () => {
    p = await startPlatform();
    const res = await p.gql('{ products(first: 100) { nodes { handle vendor tags variants(first: 20) { nodes { price { amount } } } } } }');
    all = res.data.products.nodes.map((n: any) => ({
      handle: n.handle,
      vendor: n.vendor,
      tags: n.tags,
      prices: n.variants.nodes.map((v: any) => Number(v.price.amount)),
    }));
  });
  afterAll(() => p.close());

  const handles = async (query: string) => {
    const res = await p.gql('query Search($q: String) { products(first: 250, query: $q) { nodes { handle } } }', {q: query});
    expect(res.errors).toBeUndefined();
    return (res.data.products.nodes as Array<{handle: string}>).map((n) => n.handle).sort();
  };
  const expected = (keep: (x: (typeof all)[number]) => boolean) =>
    all
      .filter(keep)
      .map((x) => x.handle)
      .sort();

  it('matches quoted vendors and tags', async () => {
    const oralCare = expected((x) => x.vendor === 'Oral Care Co.');
    expect(oralCare.length).toBeGreaterThan(30);
    expect(await handles('vendor:"Oral Care Co."')).toEqual(oralCare);
    expect(await handles("vendor:'oral care co.'")).toEqual(oralCare);
    expect(await handles('NOT vendor:"Oral Care Co."')).toEqual(expected((x) => x.vendor !== 'Oral Care Co.'));
    const whitening = expected((x) => x.tags.includes('whitening'));
    expect(whitening.length).toBeGreaterThan(3);
    expect(await handles("tag:'whitening'")).toEqual(whitening);
  });

  it('ignores unsupported fields: published_status lists every published product', async () => {
    expect(await handles("published_status:'online_store:visible'")).toEqual(expected(() => true));
    expect(all.length).toBe(48);
    expect(await handles("published_status:'online_store:visible' AND tag:whitening")).toEqual(
      expected((x) => x.tags.includes('whitening')),
    );
    // Not matched as text: no product mentions "colour:red", and still all are listed.
    expect(await handles('colour:red')).toHaveLength(48);
  });

  it('combines AND, OR, NOT, parentheses and price ranges', async () => {
    expect(await handles('(tag:whitening OR tag:sensitivity) AND variants.price:>10')).toEqual(
      expected((x) => (x.tags.includes('whitening') || x.tags.includes('sensitivity')) && x.prices.some((pr) => pr > 10)),
    );
    const band = expected((x) => x.prices.some((pr) => pr >= 5) && x.prices.some((pr) => pr < 8));
    expect(band.length).toBeGreaterThan(0);
    expect(await handles('variants.price:>=5 variants.price:<8')).toEqual(band);
    expect(await handles('-tag:free_gift')).toEqual(await handles('NOT tag:free_gift'));
    expect(await handles('tag:whitening OR vendor:hum')).toEqual(expected((x) => x.tags.includes('whitening') || x.vendor === 'hum'));
  });
});
