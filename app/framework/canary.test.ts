import {describe, expect, it} from 'vitest';
import {canaryMessage, expectInternal} from './canary';

const internal = {internal: 'window.__example', why: 'the drawer opens from it', whatToDo: 'use useFetcher({key})'};

describe('canary messages', () => {
  it('name the internal, why the shop needs it and what to do', () => {
    expect(canaryMessage(internal)).toBe(
      'Framework internal changed: window.__example\n  Why the shop needs it: the drawer opens from it\n  What to do: use useFetcher({key})',
    );
  });

  it('throw only when the internal no longer holds', () => {
    expect(() => expectInternal(true, internal)).not.toThrow();
    expect(() => expectInternal(false, internal)).toThrow(/Framework internal changed: window.__example/);
  });
});
