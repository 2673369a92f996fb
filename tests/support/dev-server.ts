import {spawn} from 'node:child_process';
import path from 'node:path';
import {ROOT} from './servers';

export interface DevServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * `npm run dev`'s Vite dev server (SSR on workerd, the Vite config's plugins,
 * pre-bundled dependencies) on `port`, its storefront pointed at a running
 * local platform. Resolves once it answers a page; rejects with its output if
 * it stops first (the Vite config's start-up checks fail it so).
 */
export async function startDevServer(port: number, platformUrl: string, timeoutMs = 150_000): Promise<DevServer> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:dev'], {
    cwd: ROOT,
    env: {...process.env, PORT: String(port), PLATFORM_PORT: new URL(platformUrl).port},
    // Its own process group: closing it also ends the workerd it starts.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  void exited.then(() => (stopped = true));
  const close = async () => {
    if (!stopped && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };

  const url = `http://localhost:${port}`;
  while (Date.now() - started < timeoutMs) {
    if (stopped) throw new Error(`The dev server stopped before answering:\n${output}`);
    const answered = await fetch(`${url}/`, {redirect: 'manual'}).then(
      (response) => response.body?.cancel().then(() => true) ?? true,
      () => false,
    );
    if (answered) return {url, close};
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`The dev server did not answer within ${timeoutMs} ms:\n${output}`);
}
