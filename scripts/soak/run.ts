import {mkdirSync} from 'node:fs';
import {buildShop} from '../lib/build';
import {sleep, SoakContext} from './context';
import {FAULT_WINDOWS, phaseAt, proxyRules, type FaultPhase} from './faults';
import {soakFigures, Tally, type SoakFigures} from './figures';
import {HeapWatch} from './heap';
import type {SoakOptions} from './options';
import {startSoakServers} from './servers';
import {checkCart, makeShoppers, mcpCall, readCatalog, runShopper, sendWebhook, signIn} from './shoppers';
import {compareSummaries, readSnapshotSummary} from './snapshot-summary';

const HEAP_EVERY_MS = 30_000;

async function every(ms: number, until: number, task: () => Promise<unknown>) {
  while (Date.now() + ms < until) {
    await sleep(ms);
    await task();
  }
}

/**
 * One soak run (scripts/soak.ts says what it does): builds unless told not to, starts the servers,
 * drives the traffic with the faults for `minutes`, and returns the figures; the servers are
 * stopped however it ends. Throws when the run cannot go on (a build, a server or the shop's
 * setup failing); a run that goes to the end returns, its `problems` saying whether it passed.
 */
export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const {root, outDir, minutes, shoppers: shopperCount, rate} = options;
  mkdirSync(outDir, {recursive: true});
  if (options.build) {
    console.log('[soak   0.0 min] building');
    if (buildShop(root, {quiet: true}).status !== 0) throw new Error('build failed (run `npm run build` to see why)');
  }
  const servers = await startSoakServers(options);
  const soak = new SoakContext(servers.shop.url, servers.platform.url, new Tally());
  const {proxy} = servers;
  try {
    await fetch(`${soak.shopUrl}/`).then((r) => r.arrayBuffer());
    const catalog = await readCatalog(soak);
    if (!catalog.products.length || !catalog.variants.length) throw new Error('The sitemap lists no product, or no variant is in stock');
    // Not served: 404, or 405 from the catch-all page route (it has no action).
    const mcp = (await mcpCall(soak)).status;
    const mcpOn = mcp !== 404 && mcp !== 405;
    soak.log(`/api/ucp/mcp answered ${mcp}: ${mcpOn ? 'tools/list every 10 s' : 'skipped'}`);

    const shoppers = makeShoppers(shopperCount);
    for (const shopper of shoppers) if (shopper.role === 'member') await signIn(soak, shopper);
    const heap = await HeapWatch.open(soak, servers.ports.inspector);

    const runStart = soak.clock.restart();
    const until = runStart + minutes * 60_000;
    soak.log(
      `${shopperCount} shoppers (${shoppers.map((s) => s.role).join(', ')}) for ${minutes} min against ${soak.shopUrl}; ` +
        `faults each minute: ${FAULT_WINDOWS.map((w) => `${w.phase} ${w.from}–${w.to} s`).join(', ')}`,
    );
    // Faults: the proxy's rules follow the schedule; the KV outage rides on each request (shopRequest).
    let lastPhase: FaultPhase = 'calm';
    const faultTimer = setInterval(() => {
      const elapsed = soak.clock.elapsedMs();
      const phase = phaseAt(elapsed);
      if (phase !== lastPhase) {
        proxy.set(...proxyRules(phase, Math.floor(elapsed / 60_000)));
        lastPhase = phase;
      }
      // The proxy records every call; the soak does not need them, and they would only grow.
      proxy.calls.length = 0;
    }, 250);
    let snapshotEarlyTaken = !options.snapshots;
    const heapLoop = (async () => {
      await heap.sample();
      while (Date.now() + HEAP_EVERY_MS < until) {
        await sleep(HEAP_EVERY_MS);
        await heap.sample();
        if (!snapshotEarlyTaken && soak.clock.elapsedMinutes() >= 2) {
          snapshotEarlyTaken = true;
          await heap.snapshot('early', outDir, root);
        }
      }
    })();
    try {
      await Promise.all([
        ...shoppers.map((shopper) => runShopper(soak, shopper, catalog, until, {shopperCount, rate})),
        every(15_000, until, async () =>
          sendWebhook(
            soak,
            Math.round((Date.now() - runStart) / 15_000) % 3 === 0 ? 'ContentManagement.Entry.publish' : 'ContentManagement.Entry.save',
          ),
        ),
        mcpOn ? every(10_000, until, () => mcpCall(soak)) : Promise.resolve(),
        heapLoop,
      ]);
    } finally {
      clearInterval(faultTimer);
    }
    proxy.clear();
    // The end: every cart read once more, the heap once more after the traffic stops, the late snapshot.
    for (const shopper of shoppers) if (shopper.role !== 'browser') await checkCart(soak, shopper, 'the run');
    await heap.sample();
    if (options.snapshots) await heap.snapshot('late', outDir, root);
    heap.close();

    const {early, late} = heap.snapshots;
    return soakFigures(soak.tally, {
      date: new Date().toISOString(),
      minutes,
      shoppers: shopperCount,
      aimedRate: rate,
      runMinutes: (Date.now() - runStart) / 60_000,
      mcp: mcpOn ? 'on' : `not served (${mcp})`,
      cartsReplaced: shoppers.reduce((sum, s) => sum + s.jar.cartReplacements, 0),
      snapshots: heap.snapshots,
      retained: early && late ? compareSummaries(readSnapshotSummary(early), readSnapshotSummary(late)) : [],
    });
  } finally {
    await servers.close();
  }
}
