/**
 * `npm test`: typecheck, lint and format (ESLint, Prettier) and the production build, at once; unit
 * (app + platform), integration (HTTP against the shop on workerd and the local platform) and
 * browser tests in Debian's Chromium. Stops at the first failing stage and
 * exits non-zero; ends with one "N passed, N failed" line.
 */
import {spawn, spawnSync} from 'node:child_process';
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

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: childEnv(env)});
  return result.status === 0;
}

/**
 * Steps that read the sources but not each other's output, run at once: each is
 * one process, so they share the cores a sequence would leave idle (on 2 cores,
 * 147 s for the four against about 180 s one after another). Each one's output
 * is printed whole, under its title, in the order listed.
 */
async function together(steps: Array<{title: string; command: string; args: string[]; env?: Record<string, string>}>) {
  const results = await Promise.all(
    steps.map(
      ({command, args, env = {}}) =>
        new Promise<{ok: boolean; output: string}>((resolve) => {
          const child = spawn(command, args, {env: childEnv(env)});
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk));
          child.on('error', (error) => resolve({ok: false, output: `${output}${String(error)}\n`}));
          child.on('close', (code) => resolve({ok: code === 0, output}));
        }),
    ),
  );
  results.forEach(({output}, i) => {
    console.log(`\n━━ ${steps[i]!.title} ━━`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  });
  return results.every(({ok}) => ok);
}

function vitest(title: string, projects: string[]) {
  const outputFile = path.join(reports, `${projects.join('-')}.json`);
  const ok = run(title, bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {numPassedTests: number; numFailedTests: number};
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  return ok;
}

const stages: Array<() => boolean | Promise<boolean>> = [
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
  () => vitest('unit tests (app + platform)', ['unit', 'platform']),
  () => vitest('integration tests (shop on workerd + local platform)', ['integration']),
  () => run('Chromium check', process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ensure-chromium.ts']),
  () => vitest('browser tests (Chromium)', ['e2e']),
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
