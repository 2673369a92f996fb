import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {SoakContext} from './context';
import type {HeapSample} from './heap-check';
import {connectInspector, listTargets, type Inspector} from './inspector';

/** workerd's resident memory (the whole process): the child of this process named workerd. */
function workerdRssMB(): number | undefined {
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [, comm, , ppid] = /^\d+ \((.*)\) (\S) (\d+)/.exec(stat) ?? [];
      if (comm === 'workerd' && Number(ppid) === process.pid) {
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return rss ? Number(rss[1]) / 1024 : undefined;
      }
    }
  } catch {
    // Not Linux: no resident-memory figure.
  }
  return undefined;
}

async function openInspector(port: number): Promise<Inspector> {
  const targets = await listTargets(port);
  const target = targets.find((t) => `${t.id} ${t.title}`.includes('oral-care-shop'));
  if (!target) throw new Error(`No inspector target for the shop's worker among: ${targets.map((t) => t.title || t.id).join(', ')}`);
  return connectInspector(target.webSocketDebuggerUrl);
}

/**
 * The shop isolate's heap through the V8 inspector: samples after a full collection, and heap
 * snapshots, each taken with the traffic held (SoakContext.held).
 */
export class HeapWatch {
  readonly snapshots: {early?: string; late?: string} = {};

  private constructor(
    private readonly soak: SoakContext,
    private readonly port: number,
    private inspector: Inspector,
  ) {}

  static async open(soak: SoakContext, port: number) {
    return new HeapWatch(soak, port, await openInspector(port));
  }

  close() {
    this.inspector.close();
  }

  /** One inspector call; a dropped session is opened again for the next one (a sample missed is logged). */
  private async inspect(what: string, call: (session: Inspector) => Promise<void>) {
    try {
      await call(this.inspector);
    } catch (error) {
      this.soak.tally.inspectorFailures += 1;
      this.soak.log(`inspector: ${what} failed (${error instanceof Error ? error.message : String(error)}); reconnecting`);
      this.inspector.close();
      this.inspector = await openInspector(this.port);
    }
  }

  /**
   * workerd runs the inspector's collection as a task of the isolate, and an idle isolate runs no
   * task: while waiting, a small request now and then (not counted) keeps it turning.
   */
  private async whileWaking<T>(work: Promise<T>): Promise<T> {
    const poke = setInterval(
      () =>
        void fetch(`${this.soak.shopUrl}/robots.txt`).then(
          (r) => r.arrayBuffer(),
          () => undefined,
        ),
      250,
    );
    try {
      return await work;
    } finally {
      clearInterval(poke);
    }
  }

  sample() {
    return this.inspect('heap sample', (session) => this.soak.held(() => this.takeSample(session)));
  }

  private async takeSample(session: Inspector) {
    const {tally, clock} = this.soak;
    const usage = await this.whileWaking(session.heapAfterGc());
    const sample: HeapSample = {
      minute: Number(clock.elapsedMinutes().toFixed(1)),
      usedMB: Number((usage.usedSize / 2 ** 20).toFixed(2)),
      totalMB: Number((usage.totalSize / 2 ** 20).toFixed(2)),
      requests: tally.requests,
      ...(usage.backingStorageSize === undefined ? {} : {backingMB: Number((usage.backingStorageSize / 2 ** 20).toFixed(2))}),
      rssMB: workerdRssMB(),
    };
    tally.heapSamples.push(sample);
    this.soak.log(
      `heap: used ${sample.usedMB.toFixed(1).padStart(5)} MB  total ${sample.totalMB.toFixed(1).padStart(5)} MB  requests ${String(tally.requests).padStart(6)}` +
        (sample.backingMB === undefined ? '' : `  backing stores ${sample.backingMB.toFixed(1)} MB`) +
        (sample.rssMB ? `  (workerd RSS ${sample.rssMB.toFixed(0)} MB)` : ''),
    );
  }

  /** A heap snapshot into outDir/<name>.heapsnapshot, its path kept in `snapshots`. */
  snapshot(name: 'early' | 'late', outDir: string, root: string) {
    return this.inspect(`heap snapshot ${name}`, (session) =>
      this.soak.held(async () => {
        const file = path.join(outDir, `${name}.heapsnapshot`);
        const t0 = Date.now();
        await this.whileWaking(session.snapshot(file));
        this.snapshots[name] = file;
        this.soak.log(`heap snapshot ${name}: ${path.relative(root, file)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      }),
    );
  }
}
