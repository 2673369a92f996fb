import {createStore} from '~/ui/client-store';
import type {ChatStatusState} from './provider';

export interface ChatState {
  /** UI state `chatStatus`. */
  status: ChatStatusState;
  message: string | null;
  mode: 'provider' | 'built-in';
  windowOpen: boolean;
}

export const chatStore = createStore<ChatState>({status: 'checking', message: null, mode: 'built-in', windowOpen: false});

let statusRequest: Promise<void> | null = null;

/** Asks the worker whether chat is on duty (once per page load; the worker caches it in KV). */
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

export function openChat(): void {
  chatStore.set((state) => ({...state, windowOpen: true}));
}

export function closeChat(): void {
  chatStore.set((state) => ({...state, windowOpen: false}));
}
