import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {afterEach, describe, expect, it} from 'vitest';
import {expectInternal} from './canary';
import {runningBuildVersion} from './build-version';

const internal = {
  internal: 'window.__remixManifest.version, written by @remix-run/dev into manifest-<version>.js (app/framework/build-version.ts)',
  why:
    'an open tab compares the build it runs with the latest-build manifest the server answers (build.assets.version), so the next ' +
    'navigation after a deploy loads the new build in full instead of mixing builds',
  whatToDo:
    'find where the browser manifest and its version now live (a public export of the build version if Remix added one) and ' +
    'read it there; the server side uses build.assets.version from the server build',
};

describe('canary: the build version in the browser', () => {
  it('the Remix Vite plugin still writes window.__remixManifest with the version the server build carries', () => {
    const plugin = readFileSync(createRequire(import.meta.url).resolve('@remix-run/dev/dist/vite/plugin.js'), 'utf8');
    expectInternal(plugin.includes('window.__remixManifest=${JSON.stringify(remixBrowserManifest)}'), internal);
    expectInternal(/let nonFingerprintedValues = \{\s*url,\s*version\s*\}/.test(plugin), internal);
    expectInternal(/let remixServerManifest = \{\s*\.\.\.remixBrowserManifest,/.test(plugin), internal);
  });
});

describe('runningBuildVersion', () => {
  const win = globalThis as unknown as {window?: {__remixManifest?: unknown}};
  afterEach(() => {
    delete win.window;
  });

  it('reads the manifest version, and null without one', () => {
    expect(runningBuildVersion()).toBeNull();
    win.window = {__remixManifest: {version: 'a1b2c3d4'}};
    expect(runningBuildVersion()).toBe('a1b2c3d4');
    win.window = {__remixManifest: {}};
    expect(runningBuildVersion()).toBeNull();
  });
});
