/**
 * Browser tests drive Debian's Chromium at /usr/bin/chromium; no tool
 * downloads a browser of its own. Installs it with apt-get when running as
 * root, otherwise stops with the exact command to run.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package…`);
    const result = spawnSync('sh', ['-c', INSTALL], {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    if (result.status !== 0 || !existsSync(CHROMIUM)) {
      console.error(`Installing Chromium failed. Run as root: ${INSTALL}`);
      process.exit(1);
    }
  } else {
    console.error(`Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n\n  sudo ${INSTALL}\n`);
    process.exit(1);
  }
}
