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

export function openChat(): void {
  chatStore.set((state) => ({...state, windowOpen: true}));
}

export function closeChat(): void {
  chatStore.set((state) => ({...state, windowOpen: false}));
}
