/**
 * The figures of docs/security.md, "Platform limits":
 *
 *     npx tsx platform/test/limits-bench.ts
 *
 * 1. The 990-alias query (`products(first: 250) { variants(first: 250) }`),
 *    three times, then the same with 250 aliases (the most allowed) three times, with a simple query sent every 20 ms while it is in flight:
 *    the big one's answer time and the simple ones' latency.
 * 2. 100 product-image widths in a row (1000…1099 px): time, renditions and
 *    bytes left in the image cache.
 *
 * Not a test (no vitest file name): timings depend on the machine.
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {startPlatform} from './helpers.js';

const p = await startPlatform();
const aliases = (n: number) =>
  `query Big { ${Array.from({length: n}, (_, i) => `a${i}: products(first: 250) { nodes { variants(first: 250) { nodes { id } } } }`).join(' ')} }`;
const simple = 'query Simple { shop { name } }';
for (let i = 0; i < 5; i++) await p.gql(simple);

// 990 aliases: a query far over every limit; 250: the most aliases allowed, stopped by the work it does.
for (const [n, run] of [990, 250].flatMap((count) => [0, 1, 2].map((r) => [count, r] as const))) {
  const big = aliases(n);
  const started = performance.now();
  let done = false;
  const answer = p.gql(big).then((r) => {
    done = true;
    return {ms: performance.now() - started, code: r.errors?.[0]?.extensions?.code ?? 'data', bytes: JSON.stringify(r).length};
  });
  const latencies: number[] = [];
  do {
    const t = performance.now();
    await p.gql(simple);
    latencies.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (!done);
  const b = await answer;
  console.log(
    `${n} aliases, run ${run + 1}: ${b.ms.toFixed(0)} ms (${b.code}, ${b.bytes} bytes); ` +
      `${latencies.length} simple queries meanwhile, slowest ${Math.max(...latencies).toFixed(1)} ms`,
  );
}
const t0 = performance.now();
for (let i = 0; i < 20; i++) await p.gql(simple);
console.log(`simple query alone: ${((performance.now() - t0) / 20).toFixed(1)} ms`);

const cache = path.join(p.dataDir, 'image-cache');
const t1 = performance.now();
for (let w = 1000; w < 1100; w++) {
  const res = await fetch(`${p.url}/cdn/shop/files/dental-floss-picks.png?width=${w}&height=${w}&crop=center`, {
    headers: {Accept: 'image/webp'},
  });
  await res.arrayBuffer();
}
const files = readdirSync(cache);
const bytes = files.reduce((n, f) => n + statSync(path.join(cache, f)).size, 0);
console.log(
  `100 image widths: ${((performance.now() - t1) / 1000).toFixed(1)} s, ${files.length} renditions, ${(bytes / 1024).toFixed(0)} KiB cached`,
);
await p.close();
