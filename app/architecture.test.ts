import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/**
 * The app's layers and the one direction imports may go (docs/architecture.md):
 *
 *   routes → components → server → features → clients → infra | ui → framework
 *
 * A file may import its own layer and any layer after it. `infra` (plumbing)
 * and `ui` (browser helpers) import neither each other nor anything above.
 * `framework` is the floor: the only home of Remix's and Hydrogen's private
 * internals, importing nothing else from the app. Between files there are no cycles at all, type
 * imports included; between feature folders neither (one feature may use
 * another, never both ways). Test files are left out: they are not shipped
 * and may reach across layers to set up what they test.
 */
const LAYERS = ['routes', 'components', 'server', 'features', 'clients', 'infra', 'ui', 'framework'] as const;
type Layer = (typeof LAYERS)[number];
const RANK: Record<Layer, number> = {routes: 0, components: 1, server: 2, features: 3, clients: 4, infra: 5, ui: 5, framework: 6};

const ROOT = path.resolve(__dirname, '..');
const APP = path.join(ROOT, 'app');

export function layerOf(file: string): Layer | null {
  const rel = path.relative(APP, file).split(path.sep);
  if (rel.length === 1) return /^(root|routes|entry\.[a-z]+)\.tsx?$/.test(rel[0]) ? 'routes' : null;
  if (rel[0] === 'routes' || rel[0] === 'cms-page-routes' || rel[0] === 'product-pages') return 'routes';
  return (LAYERS as readonly string[]).includes(rel[0]) ? (rel[0] as Layer) : null;
}

/** Whether an import from one layer into another goes the allowed way. */
export function allowed(from: Layer, to: Layer): boolean {
  return from === to || RANK[to] > RANK[from];
}

/**
 * Components run in the browser, so they take nothing from `app/server`, not even a type:
 * what both sides need (a loader's data shape, a path rule) lives in features or below.
 */
export function browserSafe(from: Layer, to: Layer): boolean {
  return !(from === 'components' && to === 'server');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every app file a file imports: static imports, `export … from` and `import()`, types included. */
export function importsOf(file: string, source: string, exists: (file: string) => boolean): string[] {
  const {importedFiles} = ts.preProcessFile(source, true, true);
  const out = new Set<string>();
  for (const {fileName} of importedFiles) {
    const spec = fileName.replace(/[?#].*$/, '');
    let base: string;
    if (spec.startsWith('~/')) base = path.join(APP, spec.slice(2));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(file), spec);
    else continue;
    const hit = CANDIDATES.map((ext) => base + ext).find(exists);
    if (hit && hit.startsWith(APP + path.sep)) out.add(hit);
  }
  return [...out];
}

/** Every cycle a depth-first search meets (each back edge once), as lists of nodes. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const files = sourceFiles(APP);
const known = new Set(files);
const isFile = (f: string) => {
  try {
    return statSync(f).isFile();
  } catch {
    return false;
  }
};
const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'), isFile).filter((t) => known.has(t) || isFile(t))]));
const rel = (f: string) => path.relative(ROOT, f);

describe('app architecture', () => {
  it('puts every app source file in a layer', () => {
    expect(files.filter((f) => !layerOf(f)).map(rel)).toEqual([]);
    expect(files.some((f) => f.includes(`${path.sep}lib${path.sep}`))).toBe(false);
  });

  it('imports only go routes → components → server → features → clients → infra | ui → framework', () => {
    const against: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) {
        const a = layerOf(from);
        const b = layerOf(to);
        if (a && b && !allowed(a, b)) against.push(`${rel(from)} (${a}) → ${rel(to)} (${b})`);
      }
    }
    expect(against).toEqual([]);
  });

  it('components import nothing from app/server', () => {
    const against: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) {
        const a = layerOf(from);
        const b = layerOf(to);
        if (a && b && !browserSafe(a, b)) against.push(`${rel(from)} → ${rel(to)}`);
      }
    }
    expect(against).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(findCycles(graph).map((cycle) => cycle.map(rel).join(' → '))).toEqual([]);
  });

  it('has no cycle between feature folders', () => {
    const featureOf = (f: string) => {
      const parts = path.relative(APP, f).split(path.sep);
      return parts[0] === 'features' && parts.length > 2 ? parts[1] : null;
    };
    const folders = new Map<string, string[]>();
    for (const [from, targets] of graph) {
      const a = featureOf(from);
      if (!a) continue;
      const edges = folders.get(a) ?? [];
      for (const to of targets) {
        const b = featureOf(to);
        if (b && b !== a && !edges.includes(b)) edges.push(b);
      }
      folders.set(a, edges);
    }
    expect(findCycles(folders).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('the checks catch what they are for', () => {
    expect(allowed('features', 'server')).toBe(false);
    expect(allowed('infra', 'ui')).toBe(false);
    expect(allowed('ui', 'infra')).toBe(false);
    expect(allowed('clients', 'features')).toBe(false);
    expect(allowed('routes', 'ui')).toBe(true);
    expect(allowed('infra', 'framework')).toBe(true);
    expect(allowed('framework', 'infra')).toBe(false);
    expect(allowed('features', 'features')).toBe(true);
    expect(allowed('components', 'server') && !browserSafe('components', 'server')).toBe(true);
    expect(browserSafe('routes', 'server')).toBe(true);
    expect(layerOf(path.join(APP, 'root.tsx'))).toBe('routes');
    expect(layerOf(path.join(APP, 'entry.server.tsx'))).toBe('routes');
    expect(layerOf(path.join(APP, 'lib/old.ts'))).toBe(null);
    const exists = (f: string) => f === path.join(APP, 'server/context.ts') || f === path.join(APP, 'ui/nonce.ts');
    const source =
      "import type {A} from '~/server/context';\nexport {B} from '../../ui/nonce';\nconst c = () => import('~/server/context');";
    expect(importsOf(path.join(APP, 'features/x/y.ts'), source, exists)).toEqual([
      path.join(APP, 'server/context.ts'),
      path.join(APP, 'ui/nonce.ts'),
    ]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
  });
});

/** Every file under `dir` (node_modules aside) whose name passes `keep`. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(name) ? [full] : [];
  });
}

const isCode = (name: string) => /\.(tsx?|mjs|js)$/.test(name);

/** Files the shop runs or builds with (the app, the worker entries, scripts, the local platform), tests aside. */
function shippedFiles(): string[] {
  const roots = ['app', 'worker', 'scripts', 'platform/src'].map((dir) => path.join(ROOT, dir));
  const shipped = roots.flatMap((dir) => filesUnder(dir, (name) => isCode(name) && !/\.test\.tsx?$/.test(name)));
  return [...shipped, path.join(ROOT, 'server.ts'), path.join(ROOT, 'vite.config.ts')];
}

/** Every source and test file of the repository: the app, scripts, the platform, the tests, the entries. */
function everyFile(): string[] {
  return [...new Set([...shippedFiles(), ...filesUnder(path.join(ROOT, 'tests'), isCode)])];
}

const FRAMEWORK = path.join(APP, 'framework') + path.sep;
const outsideFramework = (files: string[]) => files.filter((f) => !f.startsWith(FRAMEWORK) && f !== __filename);

/** `x.fetch = …`, `x['fetch'] = …` or `defineProperty(x, 'fetch', …)`: the global fetch replaced. */
export const ASSIGNS_FETCH = /\.\s*fetch\s*=(?![=>])|\[\s*['"]fetch['"]\s*\]\s*=(?!=)|defineProperty\([^,]+,\s*['"]fetch['"]/;
/** Remix's window globals (`__remixContext`, `__remixRouter`, `__remixManifest`, …). */
export const REMIX_GLOBAL = /__remix/;
/** `RemixBrowser` called as a function (`<RemixBrowser />` renders it as a component). */
export const CALLS_REMIX_BROWSER = /\bRemixBrowser\s*\(/;

describe('framework internals stay in app/framework/', () => {
  it('no file outside app/framework/ mentions Remix’s window globals or calls RemixBrowser as a function', () => {
    const found = outsideFramework(everyFile()).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [REMIX_GLOBAL, CALLS_REMIX_BROWSER].filter((rule) => rule.test(source)).map((rule) => `${rel(file)}: ${rule}`);
    });
    expect(found).toEqual([]);
  });

  // Tests may wrap fetch inside a page they drive, to time a click (reliability's queued clicks): the
  // rule is about what the shop itself runs.
  it('no shipped file outside app/framework/ replaces the global fetch', () => {
    expect(
      outsideFramework(shippedFiles())
        .filter((file) => ASSIGNS_FETCH.test(readFileSync(file, 'utf8')))
        .map(rel),
    ).toEqual([]);
  });

  it('every cart form submits through a key the drawer holds (useCartFetcherKey)', () => {
    const unkeyed = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      const forms = [...source.matchAll(/<CartForm\b[^>]*>/gs)];
      return forms.length > 0 && (forms.some(([tag]) => !/fetcherKey=\{/.test(tag)) || !source.includes('useCartFetcherKey('));
    });
    expect(unkeyed.map(rel)).toEqual([]);
  });

  it('the rules catch what they are for', () => {
    for (const line of [
      'window.fetch = wrapped;',
      'global.fetch = installed',
      "globalThis['fetch'] = f",
      "Object.defineProperty(window, 'fetch', {})",
    ])
      expect(ASSIGNS_FETCH.test(line), line).toBe(true);
    for (const line of ['if (window.fetch === wrapped)', 'const fetch = window.fetch;', 'x.fetch => 1'])
      expect(ASSIGNS_FETCH.test(line), line).toBe(false);
    expect(REMIX_GLOBAL.test('window.__remixRouter.subscribe')).toBe(true);
    expect(CALLS_REMIX_BROWSER.test('RemixBrowser({})')).toBe(true);
    expect(CALLS_REMIX_BROWSER.test('<RemixBrowser />')).toBe(false);
  });
});
