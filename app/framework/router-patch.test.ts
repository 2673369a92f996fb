import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {expectInternal} from './canary';
import {projectWithPackage} from './package-fixture.test-support';
import {patchedVersionsOf} from './patch-versions';
import {
  PATCHED_NAVIGATION_READ,
  STARTUP_READ,
  installedRouter,
  routerPatchInternal,
  routerPatchProblems,
  routerPatchVersionProblem,
  routerPatched,
} from './router-patch';

const ROOT = path.resolve(import.meta.dirname, '../..');
const installed = installedRouter(ROOT);
const internal = routerPatchInternal(installed.version);

// The two places the patch touches, as the router ships them and as patched.
const SHIPPED = `${STARTUP_READ} = () => {};\n    let viewTransitionOpts;\n`;
const PATCHED = `      let _saveAppliedTransitions = () => {};\n    let viewTransitionOpts;\n    ${PATCHED_NAVIGATION_READ}\n`;

const projectWith = (source: string) => projectWithPackage('@remix-run/router', '9.9.9', {'dist/router.js': source});

describe('canary: the patched router (no storage read as it starts)', () => {
  it('the installed @remix-run/router reads its applied view transitions at the first navigation that needs them', () => {
    expectInternal(routerPatchProblems(installed.source).length === 0, internal);
  });

  it('the one router patch is made for the installed version', () => {
    const versions = patchedVersionsOf(ROOT, '@remix-run/router');
    expectInternal(versions.length === 1 && versions[0] === installed.version, internal);
    expect(routerPatchVersionProblem(ROOT)).toBeNull();
  });
});

describe('the router patch check', () => {
  it('names what is missing in an unpatched build', () => {
    expect(routerPatchProblems(PATCHED)).toEqual([]);
    expect(routerPatchProblems(SHIPPED)).toEqual([
      'createRouter reads the applied view transitions from sessionStorage as it starts',
      'completeNavigation does not read the applied view transitions itself',
    ]);
  });

  it('stops the build at start-up with the canary message when the installed router is not patched', () => {
    const configResolved = routerPatched().configResolved as (config: {root: string}) => void;
    expect(() => configResolved({root: projectWith(SHIPPED)})).toThrow(
      /The installed @remix-run\/router 9\.9\.9 is not patched[\s\S]*Framework internal changed: @remix-run\/router createRouter/,
    );
    expect(() => configResolved({root: projectWith(PATCHED)})).not.toThrow();
  });

  it('stops npm install before patch-package when the patch is for another version', () => {
    const root = projectWith(PATCHED);
    expect(routerPatchVersionProblem(root)).toContain(
      'The router patch in app/framework/patches is made for @remix-run/router (none), but 9.9.9 is installed',
    );
    mkdirSync(path.join(root, 'app/framework/patches'), {recursive: true});
    writeFileSync(path.join(root, 'app/framework/patches/@remix-run+router+9.9.8.patch'), '');
    expect(routerPatchVersionProblem(root)).toContain('made for @remix-run/router 9.9.8, but 9.9.9 is installed');
  });
});
