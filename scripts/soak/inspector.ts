import {createWriteStream} from 'node:fs';

/**
 * A Chrome DevTools Protocol session with one worker isolate of workerd, through the inspector
 * port Miniflare opens (`inspectorPort`). Only what the soak needs: a full collection, the heap's
 * size, and a heap snapshot streamed to a file. It never enables the Runtime or Console domains,
 * so the session keeps no logged objects alive in the isolate it measures.
 */
export interface InspectorTarget {
  id: string;
  title: string;
  webSocketDebuggerUrl: string;
}

/** The isolate's targets, as http://127.0.0.1:<port>/json lists them. */
export async function listTargets(port: number): Promise<InspectorTarget[]> {
  const response = await fetch(`http://127.0.0.1:${port}/json`);
  return (await response.json()) as InspectorTarget[];
}

export interface HeapUsage {
  usedSize: number;
  totalSize: number;
  /** Newer V8 also reports ArrayBuffer backing stores (outside the JS heap, inside the isolate's limit). */
  backingStorageSize?: number;
}

export async function connectInspector(url: string) {
  if (typeof WebSocket === 'undefined') {
    throw new Error('This Node.js has no WebSocket: run on Node 22, or on Node 20 with --experimental-websocket (as `npm run soak` does).');
  }
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), {once: true});
    socket.addEventListener('error', () => reject(new Error(`Could not connect to the inspector at ${url}`)), {once: true});
  });
  let nextId = 1;
  const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  const listeners = new Map<string, (params: Record<string, unknown>) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: {message: string};
      method?: string;
      params?: Record<string, unknown>;
    };
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
    } else if (message.method) {
      listeners.get(message.method)?.(message.params ?? {});
    }
  });
  socket.addEventListener('close', () => {
    for (const call of pending.values()) call.reject(new Error('inspector connection closed'));
    pending.clear();
  });

  function send<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      socket.send(JSON.stringify({id, method, params}));
    });
  }

  return {
    /** A full collection, then the heap's used and total size (bytes). */
    async heapAfterGc(): Promise<HeapUsage> {
      await send('HeapProfiler.collectGarbage');
      return send<HeapUsage>('Runtime.getHeapUsage');
    },
    /** Streams a heap snapshot (after a collection) into `file`; resolves when it is written. */
    async snapshot(file: string): Promise<void> {
      const out = createWriteStream(file);
      listeners.set('HeapProfiler.addHeapSnapshotChunk', (params) => out.write(String(params.chunk)));
      try {
        await send('HeapProfiler.collectGarbage');
        await send('HeapProfiler.takeHeapSnapshot', {reportProgress: false}, 300_000);
      } finally {
        listeners.delete('HeapProfiler.addHeapSnapshotChunk');
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
      }
    },
    close() {
      socket.close();
    },
  };
}

export type Inspector = Awaited<ReturnType<typeof connectInspector>>;
