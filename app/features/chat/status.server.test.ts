import {describe, expect, it} from 'vitest';
import {memoryKv} from '~/infra/memory-kv.test-support';
import {getChatStatus} from './status.server';

async function statusAt(kv: KVNamespace | undefined, iso: string, kvFails = false) {
  const pending: Promise<unknown>[] = [];
  const status = await getChatStatus({kv, kvFails, now: new Date(iso), waitUntil: (p) => pending.push(p)});
  await Promise.all(pending);
  return status;
}

describe('chat status cache', () => {
  it('computes once, then serves KV for a minute', async () => {
    const {kv} = memoryKv();
    const monday = '2026-11-23T15:00:00Z'; // 10:00 in New York
    expect(await statusAt(kv, monday)).toMatchObject({online: true, source: 'computed'});
    expect(await statusAt(kv, '2026-11-23T15:00:59Z')).toMatchObject({online: true, source: 'kv'});
    expect(await statusAt(kv, '2026-11-23T15:01:00Z')).toMatchObject({source: 'computed'});
  });

  it('keeps a cached status up to a minute even across closing time', async () => {
    const {kv} = memoryKv();
    await statusAt(kv, '2026-11-23T22:29:30Z'); // 17:29:30, open
    expect(await statusAt(kv, '2026-11-23T22:30:10Z')).toMatchObject({online: true, source: 'kv'});
    expect(await statusAt(kv, '2026-11-23T22:30:31Z')).toMatchObject({online: false, source: 'computed'});
  });

  it('still answers without KV or with KV failing', async () => {
    expect(await statusAt(undefined, '2026-11-21T16:00:00Z')).toMatchObject({online: false, source: 'computed'});
    expect(await statusAt(memoryKv().kv, '2026-11-23T15:00:00Z', true)).toMatchObject({online: true, source: 'computed'});
  });
});
