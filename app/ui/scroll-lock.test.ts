import {describe, expect, it} from 'vitest';
import {isBodyScrollLocked, lockBodyScroll, unlockBodyScroll} from './scroll-lock';

function fakeDocument() {
  return {body: {dataset: {} as Record<string, string>}} as unknown as Document;
}

describe('body scroll lock', () => {
  it('stays locked until every owner has released it', () => {
    const doc = fakeDocument();
    lockBodyScroll('drawer', doc);
    lockBodyScroll('consent', doc);
    unlockBodyScroll('drawer', doc);
    expect(isBodyScrollLocked()).toBe(true);
    expect(doc.body.dataset.scrollLock).toBe('true');
    unlockBodyScroll('consent', doc);
    expect(isBodyScrollLocked()).toBe(false);
    expect(doc.body.dataset.scrollLock).toBeUndefined();
  });

  it('counts an owner once however often it locks', () => {
    const doc = fakeDocument();
    lockBodyScroll('popup', doc);
    lockBodyScroll('popup', doc);
    unlockBodyScroll('popup', doc);
    expect(isBodyScrollLocked()).toBe(false);
  });
});
