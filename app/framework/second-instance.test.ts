import {readFileSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {expectInternal} from './canary';
import {secondInstance} from './second-instance';

const APP = path.resolve(__dirname, '..');
const INSTANCE = '@shopify/hydrogen?instance=analytics';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : [];
  });
}

const internal = {
  internal: `a second module instance of @shopify/hydrogen (${INSTANCE}), app/framework/second-instance.ts`,
  why:
    'Hydrogen ships as one module and Rollup never splits a module, so its Analytics provider (~9 kB gzip) would join the first ' +
    'visit’s JavaScript; the copy is loaded only with the lazily mounted ShopifyAnalytics, and its module state (subscribers, ' +
    'queued events) is reached only through that copy',
  whatToDo:
    'if Hydrogen now ships in several modules, drop the ?instance= import and compare the CLIENT table of npm run bench; ' +
    'otherwise import Analytics and useAnalytics only through app/framework/hydrogen-analytics.ts',
};

describe('canary: the second Hydrogen instance', () => {
  it('Hydrogen’s browser build is still one module (no chunk of its own that both copies would share)', () => {
    const file = createRequire(import.meta.url)
      .resolve('@shopify/hydrogen')
      .replace(/index\.cjs$/, 'production/index.js');
    const code = readFileSync(file, 'utf8');
    const staticImports = [...code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?['"]([^'"]+)['"]/g)].map((m) => m[1]);
    expectInternal(staticImports.length > 0 && staticImports.every((spec) => !spec.startsWith('.')), internal);
    expectInternal(/Analytics\.Provider|AnalyticsProvider|createContext/.test(code) && code.includes('CartForm'), internal);
  });

  it('the app takes Analytics and useAnalytics only through the second instance, which only app/framework imports', () => {
    const misuse: string[] = [];
    for (const file of sources(APP)) {
      const code = readFileSync(file, 'utf8');
      const rel = path.relative(APP, file);
      const main = /import\s*{([^}]*)}\s*from\s*'@shopify\/hydrogen'/g;
      for (const [, names] of code.matchAll(main))
        if (/\b(Analytics|useAnalytics)\b/.test(names)) misuse.push(`${rel}: Analytics from the main instance`);
      if (code.includes('?instance=') && !rel.startsWith('framework'))
        misuse.push(`${rel}: the second instance imported outside app/framework`);
    }
    expectInternal(misuse.length === 0, {...internal, internal: `${internal.internal} — ${misuse.join('; ')}`});
  });
});

describe('secondInstance', () => {
  it('resolves `pkg?instance=name` to the package’s own file with the instance kept in the id', async () => {
    const plugin = secondInstance() as unknown as {
      resolveId: (this: unknown, source: string, importer: string, options: object) => Promise<unknown>;
    };
    const context = {resolve: async (spec: string) => ({id: `/node_modules/${spec}/index.js`, external: false})};
    await expect(plugin.resolveId.call(context, INSTANCE, '/app/x.tsx', {})).resolves.toEqual({
      id: '/node_modules/@shopify/hydrogen/index.js?instance=analytics',
      external: false,
    });
    await expect(plugin.resolveId.call(context, '@shopify/hydrogen', '/app/x.tsx', {})).resolves.toBeNull();
  });
});
