import {describe, expect, it} from 'vitest';
import {IdempotencyStore} from './idempotency.js';

describe('idempotency keys', () => {
  it('repeats the answer for the same call, refuses the key for another, forgets the oldest beyond capacity', () => {
    const store = new IdempotencyStore<string>(2);
    expect(store.lookup('k1', 'cancel:a')).toEqual({kind: 'new'});
    store.remember('k1', 'cancel:a', 'answer a');
    expect(store.lookup('k1', 'cancel:a')).toEqual({kind: 'repeat', answer: 'answer a'});
    expect(store.lookup('k1', 'cancel:b')).toEqual({kind: 'conflict'});
    store.remember('k2', 'cancel:b', 'answer b');
    store.remember('k3', 'cancel:c', 'answer c');
    expect(store.lookup('k1', 'cancel:a')).toEqual({kind: 'new'});
    expect(store.lookup('k3', 'cancel:c')).toEqual({kind: 'repeat', answer: 'answer c'});
  });
});
