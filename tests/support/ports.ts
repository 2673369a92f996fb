/** Fixed loopback ports for the test servers (distinct from `npm start`'s 3000/3100). */
export const TEST_PORTS = {
  shop: 3280,
  assets: 3281,
  platform: 3290,
  /** Extra shops started by single test files (maintenance on, platform down…). */
  spareShop: 3282,
  spareAssets: 3283,
  sparePlatform: 3291,
  /** Nothing listens here: a platform that is down. */
  deadPlatform: 3299,
} as const;
