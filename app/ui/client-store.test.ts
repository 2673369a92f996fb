// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {createStore, useStore} from './client-store';

describe('client store', () => {
  it('notifies subscribers of a change and ignores a same-value set', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set((n) => n);
    store.set((n) => n + 1);
    stop();
    store.set(9);
    expect(seen).toEqual([2, 3]);
  });

  it('renders the initial value for server HTML even after the value changed', () => {
    const store = createStore('checking');
    store.set('online');
    function Status() {
      return createElement('p', null, useStore(store));
    }
    // renderToString uses the server snapshot, as hydration does.
    expect(renderToString(createElement(Status))).toBe('<p>checking</p>');
    expect(store.get()).toBe('online');
  });
});
