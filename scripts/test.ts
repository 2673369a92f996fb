/**
 * `npm test`: typecheck, lint and format (ESLint, Prettier) and the production build, at once; unit
 * (app + platform), integration (HTTP against the shop on workerd and the local platform) and
 * browser tests in Debian's Chromium. Stops at the first failing stage and
 * exits non-zero; ends with one "N passed, N failed" line.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {OFFLINE_CLI_ENV} from './lib/build';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, '.cache/test-reports');
rmSync(reports, {recursive: true, force: true});
mkdirSync(reports, {recursive: true});

let passed = 0;
let failed = 0;

const childEnv = (env: Record<string, string>) => ({...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env});

interface Step {
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Printed as it comes (at most one step of a group); the others are printed whole when they end. */
  live?: boolean;
  /** A Vitest JSON report the step writes: its passed and failed tests go to the totals. */
  report?: string;
}

/** Runs one step: a live one prints as it comes, any other prints whole, under its title, when it ends. */
function runStep({title, command, args, env = {}, live}: Step) {
  return new Promise<boolean>((resolve) => {
    if (live) console.log(`\n━━ ${title} ━━`);
    const child = spawn(command, args, {env: childEnv(env), stdio: live ? 'inherit' : 'pipe'});
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    const end = (ok: boolean) => {
      if (!live) {
        console.log(`\n━━ ${title} ━━`);
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

/**
 * Lanes of steps that use neither each other's output nor each other's ports,
 * run at once, so they share the cores one after another would leave idle. A
 * lane is one step or several run in turn (stopping at the first that fails).
 * At most one step prints as it runs (`live`). Fails when any step fails.
 */
async function together(lanes: Array<Step | Step[]>) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of Array.isArray(lane) ? lane : [lane]) if (!(await runStep(step))) return false;
      return true;
    }),
  );
  for (const {report} of lanes.flat()) {
    if (!report || !existsSync(report)) continue;
    const counts = JSON.parse(readFileSync(report, 'utf8')) as {numPassedTests: number; numFailedTests: number};
    passed += counts.numPassedTests;
    failed += counts.numFailedTests;
  }
  return results.every(Boolean);
}

/** A Vitest run of `projects`, its JSON report in .cache/test-reports. */
function vitest(title: string, projects: string[], {env, live}: Pick<Step, 'env' | 'live'> = {}): Step {
  const report = path.join(reports, `${projects.join('-')}.json`);
  return {
    title,
    command: bin('vitest'),
    args: ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    live,
    report,
  };
}

/**
 * The port block of the integration tests (and the unit tests after them): 50 above the browser
 * tests' (`TEST_PORT_BASE`, 3280 by default), as they run at the same time, each with its own shop
 * and platform. Two checkouts side by side need bases 100 apart.
 */
const BESIDE_E2E = {TEST_PORT_BASE: String(Number(process.env.TEST_PORT_BASE ?? 3280) + 50)};

const stages: Array<() => Promise<boolean>> = [
  // All four run, so one run lists type errors, lint errors, unformatted files and a broken build together.
  () =>
    together([
      {title: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck']},
      {title: 'lint and format: eslint', command: bin('eslint'), args: ['.', '--max-warnings=0']},
      {title: 'lint and format: prettier --check', command: bin('prettier'), args: ['--check', '.']},
      {
        title: 'production build (shopify hydrogen build)',
        command: process.execPath,
        args: [path.join(root, 'node_modules/@shopify/cli/bin/run.js'), 'hydrogen', 'build'],
        env: OFFLINE_CLI_ENV,
      },
    ]),
  // The browser tests leave about a fifth of 2 cores idle (waits, a throttled CPU) and the
  // integration tests mostly wait on HTTP: the other tests run beside the browser tests.
  () =>
    together([
      [
        {
          title: 'Chromium check',
          command: process.execPath,
          args: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ensure-chromium.ts'],
          live: true,
        },
        vitest('browser tests (Chromium)', ['e2e'], {live: true}),
      ],
      [
        vitest('integration tests (shop on workerd + local platform)', ['integration'], {env: BESIDE_E2E}),
        vitest('unit tests (app + platform)', ['unit', 'platform'], {env: BESIDE_E2E}),
      ],
    ]),
];

let ok = true;
for (const stage of stages) {
  if (!(await stage())) {
    ok = false;
    break;
  }
}
console.log(`\n${ok ? 'All stages passed' : 'A stage failed'}.`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
