import {chatStore} from './store';

let statusRequest: Promise<void> | null = null;

/**
 * Asks the worker whether chat is on duty (once per page load; the worker
 * caches it in KV); a failed request is asked again on the next call. Kept out
 * of the store, which every page loads: only the chat launcher and the chat
 * entry ask, and their code comes after the first visit's.
 */
export function refreshChatStatus(): Promise<void> {
  statusRequest ??= fetch('/api/chat/status', {headers: {Accept: 'application/json'}})
    .then((response) =>
      response.ok
        ? (response.json() as Promise<{online: boolean; message: string | null; mode: 'provider' | 'built-in'}>)
        : Promise.reject(new Error(String(response.status))),
    )
    .then((body) => {
      chatStore.set((state) => ({
        ...state,
        status: body.online ? (state.status === 'ready' ? 'ready' : 'online') : 'offline',
        message: body.message,
        mode: body.mode,
      }));
    })
    .catch(() => {
      statusRequest = null;
      chatStore.set((state) => ({...state, status: 'failed', message: 'Live chat could not be reached. Please try again later.'}));
    });
  return statusRequest;
}
