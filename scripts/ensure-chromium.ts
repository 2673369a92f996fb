/**
 * Browser tests drive Debian's Chromium at /usr/bin/chromium; no tool
 * downloads a browser of its own. Installs it with apt-get when running as
 * root, otherwise stops with the exact command to run.
 */
import {ensureChromium} from './lib/chromium';

if (!ensureChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'Browser tests')) process.exit(1);
