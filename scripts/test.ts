/**
 * `npm test`: typecheck, lint and format (ESLint, Prettier), unit (app + platform), production build,
 * integration (HTTP against the shop on workerd and the local platform) and
 * browser tests in Debian's Chromium. Stops at the first failing stage and
 * exits non-zero; ends with one "N passed, N failed" line.
 */
import {spawnSync} from 'node:child_process';
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

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env}});
  return result.status === 0;
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

const stages: Array<() => boolean> = [
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => {
    // Both run, so one run lists the lint errors and the unformatted files together.
    const lint = run('lint and format: eslint', bin('eslint'), ['.', '--max-warnings=0']);
    const format = run('lint and format: prettier --check', bin('prettier'), ['--check', '.']);
    return lint && format;
  },
  () => vitest('unit tests (app + platform)', ['unit', 'platform']),
  () =>
    run(
      'production build (shopify hydrogen build)',
      process.execPath,
      [path.join(root, 'node_modules/@shopify/cli/bin/run.js'), 'hydrogen', 'build'],
      OFFLINE_CLI_ENV,
    ),
  () => vitest('integration tests (shop on workerd + local platform)', ['integration']),
  () => run('Chromium check', process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ensure-chromium.ts']),
  () => vitest('browser tests (Chromium)', ['e2e']),
];

let ok = true;
for (const stage of stages) {
  if (!stage()) {
    ok = false;
    break;
  }
}
console.log(`\n${ok ? 'All stages passed' : 'A stage failed'}.`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
