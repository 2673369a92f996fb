import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {TEST_PORTS} from './ports';
import {ROOT, envFor, startTestPlatform, startTestShop} from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    platformUrl: string;
  }
}

/** Starts a fresh local platform and the built shop on workerd for the integration and e2e projects. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) {
    throw new Error('No production build: run `npm run build` first (npm test does).');
  }
  const platform = await startTestPlatform(TEST_PORTS.platform);
  const shop = await startTestShop(TEST_PORTS.shop, TEST_PORTS.assets, envFor(platform.url));
  project.provide('shopUrl', shop.url);
  project.provide('platformUrl', platform.url);
  return async () => {
    await shop.close();
    await platform.stop();
  };
}
