import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describePatchChecks, FIXTURE_VERSION, projectWithPackage} from './package-fixture.test-support';
import {PATCHED_FILE, PATCHED_NAVIGATION_READ, STARTUP_READ, routerPatch, routerPatchProblems} from './router-patch';

// The two places the patch touches, as the router ships them and as patched.
const SHIPPED = `${STARTUP_READ} = () => {};\n    let viewTransitionOpts;\n`;
const PATCHED = `      let _saveAppliedTransitions = () => {};\n    let viewTransitionOpts;\n    ${PATCHED_NAVIGATION_READ}\n`;

describePatchChecks(routerPatch, {
  root: path.resolve(import.meta.dirname, '../..'),
  projectWith: (patched) => projectWithPackage('@remix-run/router', FIXTURE_VERSION, {[PATCHED_FILE]: patched ? PATCHED : SHIPPED}),
  internalName: "@remix-run/router createRouter's applied view transitions read",
});

describe('the router patch: what the check reads', () => {
  it('names what is missing in an unpatched build', () => {
    expect(routerPatchProblems(PATCHED)).toEqual([]);
    expect(routerPatchProblems(SHIPPED)).toEqual([
      'createRouter reads the applied view transitions from sessionStorage as it starts',
      'completeNavigation does not read the applied view transitions itself',
    ]);
  });
});
