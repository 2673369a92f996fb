/**
 * The version of the build this document runs: Remix's browser manifest
 * version (`window.__remixManifest.version`, written by the Remix Vite plugin
 * into the build's `manifest-<version>.js`), the same value the server build
 * holds as `build.assets.version`. Remix has no public call for it; the shop
 * needs it to tell whether the build the server now runs is another one.
 * Canary: `build-version.test.ts`. Null when it cannot be read.
 */
export function runningBuildVersion(): string | null {
  if (typeof window === 'undefined') return null;
  const manifest = (window as unknown as {__remixManifest?: {version?: unknown}}).__remixManifest;
  return typeof manifest?.version === 'string' && manifest.version ? manifest.version : null;
}
