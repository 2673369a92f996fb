import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tsconfigPaths from 'vite-tsconfig-paths';
import {loadStorefrontEnv} from './scripts/lib/env';
import {secondInstance} from './app/framework/second-instance';
import {keepClientManifest} from './scripts/vite/keep-client-manifest';
import {compileHints} from './scripts/vite/compile-hints';
import {remixPatch} from './app/framework/remix-scripts';
import {vitePreloadPatched} from './app/framework/vite-preload';
import {reactRouterPatch} from './app/framework/scroll-restoration-patch';
import {routerPatch} from './app/framework/router-patch';

/** Content-hashed names of the client build's files: 10 hash characters. */
export const ASSET_HASH_LENGTH = 10;
const CLIENT_FILE_NAMES = {
  entryFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}].js`,
  chunkFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}].js`,
  assetFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}][extname]`,
};

export default defineConfig(({command, isSsrBuild}) => ({
  // Per checkout, not in node_modules, so worktrees sharing node_modules don't collide.
  cacheDir: '.cache/vite',
  server: {port: Number(process.env.PORT ?? 3000), strictPort: true},
  plugins: [
    secondInstance(),
    // Each stops the build and the dev server when the installed package lacks the shop's patch.
    remixPatch.plugin(),
    vitePreloadPatched(),
    reactRouterPatch.plugin(),
    routerPatch.plugin(),
    hydrogen(),
    // Dev server: SSR runs in workerd with the same env bindings as `npm start`.
    oxygen(command === 'serve' ? {env: loadStorefrontEnv()} : {}),
    remix({
      presets: [hydrogen.v3preset()],
      // Keeps the Vite manifests (dist/.vite/client-manifest.json, see keepClientManifest): the bench counts first-visit JavaScript from it.
      manifest: true,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
        v3_singleFetch: true,
        // Dev server: every route's dependencies are pre-bundled at start-up. Found on a first visit
        // instead, they reload the page mid-hydration, which then fails (two copies of React).
        unstable_optimizeDeps: true,
      },
    }),
    tsconfigPaths(),
    keepClientManifest(),
    compileHints(),
  ],
  build: {
    // A strict Content-Security-Policy forbids inlined base64 assets.
    assetsInlineLimit: 0,
    // Vite 7's default ("Baseline widely available", 2.5 years old): class fields, `??=` and the like
    // stay as written instead of lowered for Safari 14, 0.26 kB gzip off every page.
    target: ['chrome107', 'edge107', 'firefox104', 'safari16'],
    // No `<link rel=modulepreload>` added from script for a lazy chunk's imports: adding them cost
    // ~0.5–1 ms of main thread per link, 7 ms for the cart drawer's chunk, in tasks a phone
    // stretches past 50 ms. A lazy chunk fetches its own imports (most are loaded already). With
    // the Vite patch (app/framework/vite-preload.ts) no preload helper wraps a dynamic import either.
    modulePreload: false,
    manifest: true,
    // Browser assets: Terser (two compress passes) writes ~3% fewer gzip bytes than esbuild's
    // minifier, React's and Remix's code included; the worker keeps esbuild's faster build.
    // Browser assets carry a 10-character content hash (Rollup's default is 8). The server
    // build keeps Remix's own file names (dist/server/index.js).
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {output: CLIENT_FILE_NAMES, treeshake: {manualPureFunctions: ['createContext', 'lazy', 'forwardRef', 'memo']}},
          minify: 'terser' as const,
          // `pure_getters`: reading a property has no side effect (no code here reads one for a
          // reflow), so unused reads and the guards around them go: 0.5 kB gzip off every page.
          terserOptions: {ecma: 2020, compress: {passes: 2, pure_getters: true}},
        }),
  },
  // Dev server: workerd runs ES modules only, so the CommonJS `cookie` is pre-bundled for it.
  ssr: {optimizeDeps: {include: ['cookie']}},
}));
