import {mkdtempSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createContentHandler, type ContentHandlerOptions} from '../../src/content/handler.js';

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');
export const DELIVERY = 'local-content-delivery-token';
export const PREVIEW = 'local-content-preview-token';

/** Starts a plain node:http server on an ephemeral port that mounts the content handler. */
export async function startServer(
  contentDir = CONTENT_DIR,
  dataDir = mkdtempSync(path.join(tmpdir(), 'content-test-')),
  extra: Partial<ContentHandlerOptions> = {},
) {
  let origin = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    handler(req, res, url).then((handled) => {
      if (!handled) {
        res.writeHead(404, {'content-type': 'text/plain'});
        res.end('not mine');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handler = createContentHandler({
    contentDir,
    dataDir,
    publicOrigin: origin,
    deliveryToken: DELIVERY,
    previewToken: PREVIEW,
    ...extra,
  });
  return {
    origin,
    dataDir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** GET a CDA path (relative to /spaces/oralcare/environments/master) with the delivery token unless told. */
    async api(pathAndQuery: string, token: string | null = DELIVERY) {
      const res = await fetch(`${origin}/spaces/oralcare/environments/master${pathAndQuery}`, {
        headers: token ? {authorization: `Bearer ${token}`} : {},
      });
      return {status: res.status, headers: res.headers, body: (await res.json()) as any};
    },
  };
}
