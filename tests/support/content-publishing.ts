import {createClient} from 'contentful-management';
import type {PlatformProcess} from '../../scripts/lib/platform-process';
import {TEST_PORTS} from './ports';
import {envFor, startTestPlatform, startTestShop} from './servers';

/** How soon a publish must show on the shop: a merchandiser expects it live within a minute. */
export const LIVE_WITHIN_MS = 60_000;

/** A shop with its own platform on the spare ports, so a publish's webhook reaches only this shop. */
export async function startPublishingShop(): Promise<{platform: PlatformProcess; shop: Awaited<ReturnType<typeof startTestShop>>}> {
  const platform = await startTestPlatform(TEST_PORTS.sparePlatform, undefined, `http://localhost:${TEST_PORTS.spareShop}`);
  const shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platform.url));
  return {platform, shop};
}

/** The official `contentful-management` client, unchanged, pointed at the platform's Management API. */
export function managementClient(platformUrl: string) {
  return createClient(
    {accessToken: 'local-content-management-token', host: new URL(platformUrl).host, insecure: true, retryOnError: false},
    {type: 'plain', defaults: {spaceId: 'oralcare', environmentId: 'master'}},
  );
}

/** Polls until `check` holds; returns how long it took (ms) from `started`, or fails after LIVE_WITHIN_MS. */
export async function liveWithin(check: () => Promise<boolean>, started = Date.now()): Promise<number> {
  while (Date.now() - started < LIVE_WITHIN_MS) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not live within ${LIVE_WITHIN_MS} ms`);
}
