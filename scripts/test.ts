/**
 * `npm test`: typecheck, lint and format (ESLint, Prettier), the production build, unit (app +
 * platform), integration (HTTP against the shop on workerd and the local platform) and browser
 * tests in Debian's Chromium, in two lanes that share the cores (see `lanes` below). The first
 * failing lane stops the other; ends with one "N passed, N failed" line and a non-zero exit on any
 * failure.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {setPriority} from 'node:os';
import path from 'node:path';
import {OFFLINE_CLI_ENV} from './lib/build';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, '.cache/test-reports');
rmSync(reports, {recursive: true, force: true});
mkdirSync(reports, {recursive: true});

const childEnv = (env: Record<string, string>) => ({...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env});

interface Step {
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Printed as it comes (at most one step at a time); the others are printed whole when they end. */
  live?: boolean;
}

/** A unit of work: resolves true when it passed, false when it failed or was stopped. */
type Job = () => Promise<boolean>;

/** The steps running now, each the leader of its own process group (servers and browsers included). */
const running = new Set<ChildProcess>();
let stopped = false;

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone.
  }
}

/** Resolves once `stopAll` has killed what was left. */
let stopping: Promise<void> = Promise.resolve();

/**
 * Ends every running step with all it started (its shop, platform and browsers too): SIGTERM
 * first, so the test runners can close their servers and browsers, then SIGKILL for what is left
 * of the groups after 5 s (Vitest's workers outlive their runner).
 */
function stopAll() {
  stopped = true;
  const groups = [...running].map((child) => child.pid!);
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  stopping = new Promise((resolve) =>
    setTimeout(() => {
      for (const pid of groups) signalGroup(pid, 'SIGKILL');
      resolve();
    }, 5_000),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    void stopping.then(() => process.exit(130));
  });
}

/**
 * Runs one step in its own process group, so stopping it stops what it started. A live step
 * prints as it comes, any other prints whole, under its title, when it ends. `niceness` lowers
 * its CPU priority (and that of everything it starts).
 */
function step({title, command, args, env = {}, live}: Step, niceness = 0): Job {
  return () =>
    new Promise<boolean>((resolve) => {
      if (stopped) return resolve(false);
      if (live) console.log(`\n━━ ${title} ━━`);
      const child = spawn(command, args, {
        env: childEnv(env),
        stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
        detached: true,
      });
      running.add(child);
      if (niceness && child.pid) setPriority(child.pid, niceness);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
      const end = (ok: boolean) => {
        running.delete(child);
        if (!live) {
          console.log(`\n━━ ${title}${stopped && !ok ? ' (stopped)' : ''} ━━`);
          if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
        }
        resolve(ok);
      };
      child.on('error', (error) => {
        output += `${String(error)}\n`;
        end(false);
      });
      child.on('close', (code) => end(code === 0));
    });
}

/** Jobs one after another, stopping at the first that fails. */
const inTurn =
  (...jobs: Job[]): Job =>
  async () => {
    for (const job of jobs) if (!(await job())) return false;
    return true;
  };

/** Jobs at once; every one runs to its end, so one run lists all their failures. */
const atOnce =
  (...jobs: Job[]): Job =>
  async () =>
    (await Promise.all(jobs.map((job) => job()))).every(Boolean);

/** Lanes at once: the first that fails stops the others. */
const lanes =
  (...jobs: Job[]): Job =>
  async () =>
    (
      await Promise.all(
        jobs.map(async (job) => {
          const ok = await job();
          if (!ok && !stopped) stopAll();
          return ok;
        }),
      )
    ).every(Boolean);

/** A job that runs once, however many lanes wait for it. */
function once(job: Job): Job {
  let result: Promise<boolean> | undefined;
  return () => (result ??= job());
}

interface VitestRun extends Pick<Step, 'env' | 'live'> {
  /** Only these test files. */
  files?: string[];
  /** Not these. */
  exclude?: string[];
}

/** A Vitest run of `projects`, its JSON report in .cache/test-reports under `name`. */
function vitest(title: string, name: string, projects: string[], {env, live, files = [], exclude = []}: VitestRun = {}): Step {
  const report = path.join(reports, `${name}.json`);
  return {
    title,
    command: bin('vitest'),
    args: [
      'run',
      ...files,
      ...projects.flatMap((p) => ['--project', p]),
      ...exclude.flatMap((glob) => ['--exclude', glob]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
    live,
  };
}

/**
 * The port block of the integration tests (and the unit tests after them): 50 above the browser
 * tests' (`TEST_PORT_BASE`, 3280 by default), as they run at the same time, each with its own shop
 * and platform. Two checkouts side by side need bases 100 apart.
 */
const BESIDE_E2E = {TEST_PORT_BASE: String(Number(process.env.TEST_PORT_BASE ?? 3280) + 50)};

/**
 * The checks' priority: below the build and the browser tests, which they would otherwise hold
 * back (nice 5: about a quarter of a core they share). The integration and unit tests run at
 * the usual priority: their shop and platform, starved, answer a burst of cart writes late.
 */
const CHECKS = 5;

/**
 * Browser test files the second lane runs once its integration and unit tests are done, beside
 * the rest in the first lane, which is otherwise the longer by about eight minutes (its browser
 * tests run one file at a time). Files with no timing race in them, as both runs share the cores;
 * their shop and platform take the integration tests' port block, free by then.
 */
const E2E_BESIDE = [
  'tests/e2e/layout.test.ts',
  'tests/e2e/account-refusals.test.ts',
  'tests/e2e/cart-offers.test.ts',
  'tests/e2e/bench-priority.test.ts',
];

const build = once(
  step({
    title: 'production build (shopify hydrogen build)',
    command: process.execPath,
    args: [path.join(root, 'node_modules/@shopify/cli/bin/run.js'), 'hydrogen', 'build'],
    env: OFFLINE_CLI_ENV,
  }),
);

const chromium = once(
  step({
    title: 'Chromium check',
    command: process.execPath,
    args: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ensure-chromium.ts'],
    live: true,
  }),
);

const all = lanes(
  inTurn(build, chromium, step(vitest('browser tests (Chromium)', 'e2e', ['e2e'], {live: true, exclude: E2E_BESIDE}))),
  inTurn(
    // All three run, so one run lists type errors, lint errors and unformatted files together.
    atOnce(
      step({title: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck']}, CHECKS),
      step({title: 'lint and format: eslint', command: bin('eslint'), args: ['.', '--max-warnings=0']}, CHECKS),
      step({title: 'lint and format: prettier --check', command: bin('prettier'), args: ['--check', '.']}, CHECKS),
    ),
    build,
    step(vitest('integration tests (shop on workerd + local platform)', 'integration', ['integration'], {env: BESIDE_E2E})),
    step(vitest('unit tests (app + platform)', 'unit-platform', ['unit', 'platform'], {env: BESIDE_E2E})),
    chromium,
    step(
      vitest(`browser tests beside the others (${E2E_BESIDE.length} files)`, 'e2e-beside', ['e2e'], {env: BESIDE_E2E, files: E2E_BESIDE}),
    ),
  ),
);

const ok = await all();
await stopping;
let passed = 0;
let failed = 0;
// Every Vitest run writes its report there (emptied above): their tests make the totals.
for (const file of readdirSync(reports)) {
  const counts = JSON.parse(readFileSync(path.join(reports, file), 'utf8')) as {numPassedTests: number; numFailedTests: number};
  passed += counts.numPassedTests;
  failed += counts.numFailedTests;
}
console.log(`\n${ok ? 'All steps passed' : 'A step failed'}.`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
