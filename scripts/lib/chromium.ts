import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromium, type Browser} from 'playwright-core';

export const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium';

/**
 * The browser tests and the benchmark's Lighthouse runs drive Debian's Chromium; no tool
 * downloads a browser of its own. Installs it with apt-get when running as root; otherwise
 * returns false after printing the exact command to run.
 */
export function ensureChromium(binary: string, purpose: string): boolean {
  if (existsSync(binary)) return true;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing at ${binary}: installing Debian's chromium package…`);
    const result = spawnSync('sh', ['-c', INSTALL_CHROMIUM], {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    if (result.status === 0 && existsSync(binary)) return true;
    console.error(`Installing Chromium failed. Run as root: ${INSTALL_CHROMIUM}`);
    return false;
  }
  console.error(`${purpose} need Debian's Chromium at ${binary}. Install it with:\n\n  sudo ${INSTALL_CHROMIUM}\n`);
  return false;
}

/**
 * The version a Chromium binary reports ("Chromium 150.0.7871.100"), or null when it reports none.
 * Page work's speed differs between versions as much as between hosts: a benchmark run names it.
 */
export function chromiumVersion(binary: string): string | null {
  const run = spawnSync(binary, ['--version'], {encoding: 'utf8', timeout: 10_000});
  return /\b(Chrom(?:e|ium)[^\d\n]*\d+(?:\.\d+)+)/.exec(run.stdout ?? '')?.[1] ?? null;
}

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Debian Chromium for the tests and the benchmark (no test runner needed). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
