/** `npm run dev`: the local platform plus Vite's dev server (SSR on workerd, hot reload) on :3000 (or $PORT). */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {startPlatform} from './lib/platform-process';

const root = process.cwd();
const platform = await startPlatform({
  root,
  port: Number(process.env.PLATFORM_PORT ?? 3100),
  dataDir: process.env.PLATFORM_DATA_DIR ?? path.join(root, '.data/platform'),
  storefrontUrl: `http://localhost:${process.env.PORT ?? 3000}`,
});
const vite = spawn(process.execPath, [path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:dev'], {stdio: 'inherit'});
const stop = async () => {
  vite.kill('SIGTERM');
  await platform.stop();
  process.exit(0);
};
vite.on('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
