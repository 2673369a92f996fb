import {afterEach, describe, expect, it, vi} from 'vitest';
import {refreshChatStatus} from './status-request';
import {chatStore} from './store';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status});

describe('the chat status request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says chat could not be reached when the worker fails, asks again next time, then asks once per page', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer({error: 'down'}, 503));
    vi.stubGlobal('fetch', fetch);

    await refreshChatStatus();
    expect(chatStore.get()).toMatchObject({status: 'failed', message: 'Live chat could not be reached. Please try again later.'});

    fetch.mockResolvedValueOnce(answer({online: true, message: null, mode: 'provider'}));
    await refreshChatStatus();
    expect(chatStore.get()).toMatchObject({status: 'online', message: null, mode: 'provider'});

    await refreshChatStatus();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/chat/status', {headers: {Accept: 'application/json'}});
  });
});
