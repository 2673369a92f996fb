import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

// The query Hydrogen's storefrontRedirect sends for a path the shop answers 404.
const REDIRECT_QUERY = `query redirects($query: String) {
  urlRedirects(first: 1, query: $query) { edges { node { target } } }
}`;

describe('urlRedirects', () => {
  it('finds the seeded redirect of a path, ignoring case, as storefrontRedirect asks', async () => {
    const res = await p.gql(REDIRECT_QUERY, {query: 'path:/collections/all'});
    expect(res).toEqual({data: {urlRedirects: {edges: [{node: {target: '/products'}}]}}});
    const upper = await p.gql(REDIRECT_QUERY, {query: 'path:/Pages/Contact'});
    expect(upper.data.urlRedirects.edges).toEqual([{node: {target: '/contact-us'}}]);
  });

  it('matches whole paths only, and nothing for an unknown path', async () => {
    for (const query of [
      'path:/collections',
      'path:/collections/all/more',
      'path:/no-such-page',
      'path:/collections/all)x',
      'path:/pages/contact(',
      'path:"/blogs/news',
    ]) {
      const res = await p.gql(REDIRECT_QUERY, {query});
      expect(res.data.urlRedirects.edges, query).toEqual([]);
    }
  });

  it('lists every redirect with ids and pages through them', async () => {
    const all = await p.gql('{ urlRedirects(first: 10) { edges { node { id path target } } pageInfo { hasNextPage } } }');
    const nodes = all.data.urlRedirects.edges.map((e: {node: unknown}) => e.node);
    expect(nodes).toContainEqual({
      id: 'gid://shopify/UrlRedirect/4',
      path: '/products/total-whitening-toothpaste-75ml',
      target: '/products/total-whitening-toothpaste',
    });
    expect(nodes.every((n: {path: string}) => n.path === n.path.toLowerCase() && !n.path.endsWith('/'))).toBe(true);
    const page = await p.gql('{ urlRedirects(first: 2) { edges { node { id } } pageInfo { hasNextPage } } }');
    expect(page.data.urlRedirects.edges).toHaveLength(2);
    expect(page.data.urlRedirects.pageInfo.hasNextPage).toBe(true);
    const quoted = await p.gql('{ urlRedirects(first: 5, query: "path:\\"/blogs/news\\"") { edges { node { target } } } }');
    expect(quoted.data.urlRedirects.edges).toEqual([{node: {target: '/learn'}}]);
    const either = await p.gql('{ urlRedirects(first: 5, query: "path:/blogs/news OR path:/pages/contact") { edges { node { id } } } }');
    expect(either.data.urlRedirects.edges).toHaveLength(2);
    const byTarget = await p.gql('{ urlRedirects(first: 5, query: "target:/learn") { edges { node { path } } } }');
    expect(byTarget.data.urlRedirects.edges).toEqual([{node: {path: '/blogs/news'}}]);
  });

  it('requires first or last like every connection', async () => {
    const res = await p.gql('{ urlRedirects { edges { node { id } } } }');
    expect(res.errors?.[0]?.message).toBe('you must provide one of first or last');
  });
});
