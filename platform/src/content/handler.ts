import type {IncomingMessage, ServerResponse} from 'node:http';

/** Placeholder: the real content-delivery handler replaces this file at merge. */
export function createContentHandler(_options: {
  contentDir: string;
  dataDir: string;
  publicOrigin: string;
}): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  return async () => false;
}
