/**
 * `npx tsx scripts/check-advisories.ts`: checks that every copy of a
 * production dependency with a known advisory relevant to the shop is at or
 * above its fixed version, reading package-lock.json (what `npm ci` installs).
 *
 * This stands in for `npm audit --omit=dev --audit-level=high` on machines
 * whose registry mirror has no audit endpoint; run that command too wherever
 * the npm audit endpoint is reachable (see docs/security.md).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export interface Advisory {
  name: string;
  /** First fixed version (semver x.y.z). */
  fixed: string;
  why: string;
}

export const ADVISORIES: Advisory[] = [
  {
    name: '@remix-run/router',
    fixed: '1.23.4',
    why: 'React Router/Remix data router: redirect and path-handling advisories fixed in 1.23.x (pinned by the "overrides" entry)',
  },
  {name: 'cookie', fixed: '0.7.0', why: 'CVE-2024-47764: cookie name, path and domain accepted out-of-bounds characters'},
  {name: 'nanoid', fixed: '3.3.8', why: 'CVE-2024-55565: predictable results for non-integer sizes'},
];

type LockPackages = Record<string, {version?: string; dev?: boolean}>;

function compare(a: string, b: string): number {
  const pa = a.split(/[.+-]/).slice(0, 3).map(Number);
  const pb = b.split(/[.+-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** Each production copy of an advised package below its fixed version. */
export function vulnerableCopies(packages: LockPackages, advisories = ADVISORIES) {
  const found: Array<{path: string; version: string; advisory: Advisory}> = [];
  for (const [location, info] of Object.entries(packages)) {
    if (!location || info.dev || !info.version) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const advisory of advisories) {
      if (advisory.name === name && compare(info.version, advisory.fixed) < 0)
        found.push({path: location, version: info.version, advisory});
    }
  }
  return found;
}

/** How many production copies of each advised package the lockfile holds. */
export function advisedCopies(packages: LockPackages, advisories = ADVISORIES) {
  return Object.fromEntries(
    advisories.map((a) => [
      a.name,
      Object.entries(packages)
        .filter(([l, i]) => !i.dev && l.endsWith(`node_modules/${a.name}`))
        .map(([, i]) => i.version),
    ]),
  );
}

export function readLockPackages(root: string): LockPackages {
  return (JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {packages: LockPackages}).packages;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const packages = readLockPackages(process.cwd());
  const bad = vulnerableCopies(packages);
  for (const [name, versions] of Object.entries(advisedCopies(packages))) console.log(`${name}: ${versions.join(', ') || 'not installed'}`);
  for (const {path: where, version, advisory} of bad)
    console.error(`VULNERABLE ${where}@${version} (< ${advisory.fixed}): ${advisory.why}`);
  console.log(
    bad.length
      ? `${bad.length} vulnerable copies.`
      : 'No known-vulnerable production dependency. Also run `npm audit --omit=dev --audit-level=high` where the audit endpoint is reachable.',
  );
  process.exit(bad.length ? 1 : 0);
}
