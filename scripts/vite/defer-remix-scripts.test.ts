import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL} from '../../app/ui/deferred-start';
import {withDeferredScripts} from './defer-remix-scripts';

/** The installed Remix's components module, as the build reads it. */
function remixComponents(): string {
  const entry = createRequire(import.meta.url).resolve('@remix-run/react');
  return readFileSync(path.join(path.dirname(entry), 'esm/components.js'), 'utf8');
}

describe('deferRemixScripts', () => {
  it("renders the installed Remix's <Scripts> module script and its three preload links inert, and nothing else", () => {
    const source = remixComponents();
    const edited = withDeferredScripts(source);
    expect(edited.split(`type: ${JSON.stringify(DEFERRED_MODULE_TYPE)}`)).toHaveLength(2);
    expect(edited.split(`rel: ${JSON.stringify(DEFERRED_PRELOAD_REL)}`)).toHaveLength(4);
    // <PrefetchPageLinks> (a later page's modules, on hover) keeps its real preload.
    expect(edited.split('rel: "modulepreload"')).toHaveLength(2);
    expect(edited.indexOf('rel: "modulepreload"')).toBeLessThan(edited.indexOf(DEFERRED_MODULE_TYPE));
    expect(edited.length - source.length).toBe(
      DEFERRED_MODULE_TYPE.length - 'module'.length + 3 * (DEFERRED_PRELOAD_REL.length - 'modulepreload'.length),
    );
  });

  it('fails the build when Remix renders its scripts some other way', () => {
    expect(() => withDeferredScripts('createElement("script", {type: "module", async: true})')).toThrow(/module script not found/);
    const source = remixComponents();
    expect(() => withDeferredScripts(`${source}\nconst extra = {rel: "modulepreload"};`)).toThrow(/expected 3 preload links/);
  });
});
