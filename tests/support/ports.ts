/**
 * Loopback ports for the test servers (distinct from `npm start`'s 3000/3100).
 * `TEST_PORT_BASE` moves the whole block, so two checkouts can run their
 * suites side by side; `npm test` runs the integration tests at base + 50
 * beside the browser tests, so two checkouts' bases need to be 100 apart.
 */
const BASE = Number(process.env.TEST_PORT_BASE ?? 3280);

export const TEST_PORTS = {
  shop: BASE,
  assets: BASE + 1,
  platform: BASE + 10,
  /** Extra shops started by single test files (maintenance on, platform down…). */
  spareShop: BASE + 2,
  spareAssets: BASE + 3,
  /** `npm run dev`'s Vite dev server (tests/e2e/dev-server.test.ts). */
  devShop: BASE + 4,
  sparePlatform: BASE + 11,
  /** A request-counting proxy in front of the test platform (page-cache tests). */
  countingProxy: BASE + 12,
  /** The fault-injecting proxy in front of the test platform (tests/support/fault-proxy.ts). */
  faultProxy: BASE + 13,
  /** A local stand-in for the error reporting service (Sentry envelopes). */
  errorSink: BASE + 14,
  /** Nothing listens here: a platform that is down. */
  deadPlatform: BASE + 19,
} as const;
