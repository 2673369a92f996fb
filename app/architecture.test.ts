import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

/**
 * The layer rules and file cycles are lint rules (eslint.config.js: import-x/no-restricted-paths and
 * no-cycle), so an editor shows the mistake as it is typed. This keeps what no linter says: every file sits
 * in a layer (app/server's as `.server` modules, which Remix keeps out of the browser), feature folders use
 * each other one way only, and Remix's and Hydrogen's internals (and fetch) are touched only in app/framework/.
 */
const ROOT = path.resolve(__dirname, '..');
const APP = path.join(ROOT, 'app');
const TOP = /^(root\.tsx|routes\.ts|entry\.(client|server)\.tsx)$/;
const FOLDERS = ['routes', 'cms-page-routes', 'product-pages', 'components', 'server', 'features', 'clients', 'infra', 'ui', 'framework'];

const filesUnder = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(name) ? [full] : [];
  });
const isCode = (name: string) => /\.(tsx?|mjs|js)$/.test(name);
const notTest = (name: string) => isCode(name) && !/\.test\.tsx?$/.test(name);
const appFiles = filesUnder(APP, (name) => notTest(name) && !name.endsWith('.d.ts'));
const shipped = [...['app', 'worker', 'scripts', 'platform/src'].flatMap((dir) => filesUnder(path.join(ROOT, dir), notTest))];
shipped.push(path.join(ROOT, 'server.ts'), path.join(ROOT, 'vite.config.ts'));
const everyFile = [...new Set([...shipped, ...filesUnder(path.join(ROOT, 'tests'), isCode)])];
const outsideFramework = (files: string[]) => files.filter((f) => !f.startsWith(path.join(APP, 'framework', path.sep)) && f !== __filename);
const [rel, read] = [(f: string) => path.relative(ROOT, f), (f: string) => readFileSync(f, 'utf8')];

/** `x.fetch = …`, `x['fetch'] = …` or `defineProperty(x, 'fetch', …)`: the global fetch replaced. */
export const ASSIGNS_FETCH = /\.\s*fetch\s*=(?![=>])|\[\s*['"]fetch['"]\s*\]\s*=(?!=)|defineProperty\([^,]+,\s*['"]fetch['"]/;
/** Remix's window globals (`__remixContext`, `__remixRouter`, …), `RemixBrowser` called as a function, and Remix's or React Router's `UNSAFE_` exports. */
export const REMIX_INTERNALS = [
  /__remix/,
  /\bRemixBrowser\s*\(/,
  /import\s*\{[^}]*\bUNSAFE_\w+[^}]*\}\s*from\s*'(?:@remix-run\/react|react-router(?:-dom)?)'/,
];
/** `Await` imported from Remix or React Router. */
export const IMPORTS_AWAIT = /import\s*\{[^}]*\bAwait\b[^}]*\}\s*from\s*'(?:@remix-run\/react|react-router(?:-dom)?)'/;

describe('app architecture', () => {
  it('puts every app source file in a layer', () => {
    const layerless = appFiles.filter((f) => {
      const [top, ...rest] = path.relative(APP, f).split(path.sep);
      return rest.length === 0 ? !TOP.test(top!) : !FOLDERS.includes(top!);
    });
    expect(layerless.map(rel)).toEqual([]);
    expect(appFiles.filter((f) => f.startsWith(path.join(APP, 'server', path.sep)) && !f.endsWith('.server.ts')).map(rel)).toEqual([]);
  });

  it('has no cycle between feature folders (one feature may use another, never both ways)', () => {
    const uses = new Map<string, Set<string>>();
    for (const file of appFiles.filter((f) => f.startsWith(path.join(APP, 'features', path.sep)))) {
      const from = path.relative(path.join(APP, 'features'), file).split(path.sep)[0]!;
      for (const [, to] of read(file).matchAll(/from\s+'(?:~\/features\/|\.\.\/)([\w-]+)\//g))
        if (to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to!));
    }
    const both = [...uses].flatMap(([a, to]) => [...to].filter((b) => a < b && uses.get(b)?.has(a)).map((b) => `${a} ⇄ ${b}`));
    expect(both).toEqual([]);
  });

  // A route's `meta` runs in the browser at hydration: it reads the tags its loader worked out, so
  // Hydrogen's getSeoMeta (and the module it comes in, CartForm and all) stays off every first visit.
  it('builds meta tags only in `.server` modules: no other file imports getSeoMeta', () => {
    const importsGetSeoMeta = /(?:import|export)\s*(?:type\s*)?\{[^}]*\bgetSeoMeta\b[^}]*\}\s*from/;
    expect(appFiles.filter((f) => !/\.server\.tsx?$/.test(f) && importsGetSeoMeta.test(read(f))).map(rel)).toEqual([]);
  });

  it('the linter refuses an upward import and server code in a component', {timeout: 120_000}, async () => {
    const eslint = new ESLint({cwd: ROOT});
    const rules = async (file: string, from: string) =>
      (await eslint.lintText(`export {x} from '${from}';\n`, {filePath: path.join(APP, file)}))[0]!.messages.map((m) => m.ruleId);
    expect(await rules('infra/probe.ts', '~/server/env.server')).toEqual(['import-x/no-restricted-paths']);
    expect(await rules('components/probe.ts', '~/server/env.server')).toEqual(['import-x/no-restricted-paths']);
    expect(await rules('server/probe.ts', '~/infra/cookies.server')).toEqual([]);
  });
});

describe('framework internals stay in app/framework/', () => {
  it('no file outside app/framework/ mentions Remix’s window globals, calls RemixBrowser as a function or imports an UNSAFE_ export', () => {
    expect(
      outsideFramework(everyFile)
        .filter((f) => REMIX_INTERNALS.some((rule) => rule.test(read(f))))
        .map(rel),
    ).toEqual([]);
  });

  // Tests may wrap fetch inside a page they drive, to time a click: the rule is about what the shop runs.
  it('no shipped file outside app/framework/ replaces the global fetch', () => {
    const replacing = outsideFramework(shipped).filter((f) => ASSIGNS_FETCH.test(read(f)));
    expect(replacing.map(rel)).toEqual([]);
  });

  // Remix's Await suspends on the first render of every promise, even a settled one, so its boundary
  // cannot hydrate in one pass, and a navigation right after hydration drops its server HTML (React #421).
  it('deferred values render through ui/deferred (Deferred), never Remix’s Await', () => {
    expect(appFiles.filter((f) => IMPORTS_AWAIT.test(read(f))).map(rel)).toEqual([]);
  });

  it('every cart form submits through a key the drawer holds (useCartFetcherKey)', () => {
    const unkeyed = appFiles.filter((file) => {
      const forms = [...read(file).matchAll(/<CartForm\b[^>]*>/gs)];
      return forms.length > 0 && (forms.some(([tag]) => !/fetcherKey=\{/.test(tag)) || !read(file).includes('useCartFetcherKey('));
    });
    expect(unkeyed.map(rel)).toEqual([]);
  });

  it('the rules catch what they are for', () => {
    const assigns = ['window.fetch = f;', 'global.fetch = f', "globalThis['fetch'] = f", "Object.defineProperty(window, 'fetch', {})"];
    expect(assigns.filter((line) => !ASSIGNS_FETCH.test(line))).toEqual([]);
    const reads = ['if (window.fetch === f)', 'const fetch = window.fetch;', 'x.fetch => 1'];
    expect(reads.filter((line) => ASSIGNS_FETCH.test(line))).toEqual([]);
    const internal = (code: string) => REMIX_INTERNALS.some((rule) => rule.test(code));
    expect(['window.__remixRouter', 'RemixBrowser({})', '<RemixBrowser />'].map(internal)).toEqual([true, true, false]);
    const unsafe = [
      "import {UNSAFE_useScrollRestoration} from 'react-router-dom';",
      "import {\n  Link,\n  UNSAFE_DataRouterContext,\n} from '@remix-run/react';",
    ];
    expect([...unsafe, 'export const UNSAFE_METHODS = new Set();'].map(internal)).toEqual([true, true, false]);
    const awaits = [
      "import {Await, Link} from '@remix-run/react';",
      "import {\n  Await,\n} from 'react-router-dom'",
      "import {Deferred} from '~/ui/deferred';",
    ];
    expect(awaits.map((line) => IMPORTS_AWAIT.test(line))).toEqual([true, true, false]);
  });
});
