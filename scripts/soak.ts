/**
 * `npm run soak`: a long, moderate run of mixed shopper traffic against the production worker on
 * workerd (Miniflare alone, as `npm run bench` serves it), with the platform misbehaving every
 * minute, that watches the worker isolate's own heap. On Cloudflare an isolate has 128 MB: the
 * process's resident memory says little about it, the heap after a full collection does.
 *
 * - traffic (loopback only): anonymous browsers (page-cache hits, and misses through varying query
 *   strings), anonymous buyers and signed-in members with carts (product, category, search,
 *   article, cart pages; adds and quantity changes posted to /cart as a form without JavaScript
 *   posts them, with the shop's Origin), signed content webhooks, and `tools/list` on
 *   /api/ucp/mcp when the shop answers it; each shopper thinks between visits so that together they
 *   aim at 25 req/s (a slower shop gets fewer, never more);
 * - faults (scripts/soak/faults.ts): latency, 5xx, connection resets through the tests' fault
 *   proxy in front of the platform, and a KV outage through the test hooks' `x-test-kv: fail`;
 * - correctness, as it goes: every acknowledged add is in the cart read back from the platform
 *   (scripts/soak/cart-model.ts), no cart id is replaced, no 5xx but 503, no request left without an answer;
 * - the heap: every 30 s (traffic held until the requests in flight end) a full collection and
 *   `Runtime.getHeapUsage` through the V8 inspector;
 *   used heap within 10 % between minute 2 and the end, and under 64 MB (scripts/soak/heap-check.ts);
 *   heap snapshots early and late in .cache/soak/, compared by constructor.
 *
 * Figures: .cache/soak/last-run.json. Exit 1 on a correctness failure or a heap budget breach.
 * Flags (or env): --minutes N (SOAK_MINUTES, default 30), --shoppers N (SOAK_SHOPPERS, default 8),
 * --rate N (SOAK_RATE, requests per second all shoppers aim at together, default 25), --no-build (use dist/ as it is), --no-snapshots. Ports: TEST_PORT_BASE (default 3280) +20 … +24.
 *
 * This file reads the flags (scripts/soak/options.ts), runs the soak (scripts/soak/run.ts) and
 * writes and prints its figures (scripts/soak/figures.ts).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseSoakArgs, SoakUsageError} from './soak/options';
import {runSoak} from './soak/run';
import {summaryLines} from './soak/figures';

const root = process.cwd();
let options;
try {
  options = parseSoakArgs(process.argv.slice(2), process.env, root);
} catch (error) {
  if (!(error instanceof SoakUsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}

let exitCode = 1;
try {
  const figures = await runSoak(options);
  const file = path.join(options.outDir, 'last-run.json');
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  for (const line of summaryLines(figures)) console.log(line);
  console.log(`Figures: ${path.relative(root, file)}`);
  exitCode = figures.problems.length ? 1 : 0;
} catch (error) {
  console.error(error);
}
process.exit(exitCode);
