import {describe, expect, it} from 'vitest';
import {answeredCartChanges, SubmissionLedger, type FetcherView, type WatchedFetcher} from './fetcher-watch';

const form = (action: string) => {
  const data = new FormData();
  data.set('cartFormInput', JSON.stringify({action}));
  return data;
};
const post = {formAction: '/cart', formMethod: 'POST'};

describe('answeredCartChanges', () => {
  it('reports an answer once, with the form it answers, after submitting → loading → idle', () => {
    const watched = new Map<string, WatchedFetcher>();
    const add = form('LinesAdd');
    const answer = {cart: {id: 'c1'}, action: 'LinesAdd'};
    expect(answeredCartChanges([{key: 'a', state: 'submitting', formData: add, ...post}], watched)).toEqual([]);
    expect(answeredCartChanges([{key: 'a', state: 'loading', formData: add, data: answer, ...post}], watched)).toEqual([
      {key: 'a', formData: add, data: answer},
    ]);
    expect(answeredCartChanges([{key: 'a', state: 'idle', data: answer}], watched)).toEqual([]);
    expect(answeredCartChanges([{key: 'a', state: 'idle', data: answer}], watched)).toEqual([]);
  });

  it('catches a submission first seen already loading (made while the page hydrated)', () => {
    const watched = new Map<string, WatchedFetcher>();
    const add = form('LinesAdd');
    const answer = {cart: {id: 'c1'}};
    const found = answeredCartChanges([{key: 'a', state: 'loading', formData: add, data: answer, ...post}], watched);
    expect(found).toEqual([{key: 'a', formData: add, data: answer}]);
  });

  it('catches an add whose busy states this render never saw (first seen idle with the action’s answer), once', () => {
    const watched = new Map<string, WatchedFetcher>();
    const answer = {cart: {id: 'c1'}, action: 'LinesAdd'};
    expect(answeredCartChanges([{key: 'a', state: 'idle', data: answer}], watched)).toEqual([
      {key: 'a', formData: undefined, data: answer},
    ]);
    expect(answeredCartChanges([{key: 'a', state: 'idle', data: answer}], watched)).toEqual([]);
  });

  it('ignores the previous answer while a new submission is on its way, then reports the new one', () => {
    const watched = new Map<string, WatchedFetcher>();
    const first = {cart: {id: 'c1', n: 1}};
    const second = {cart: {id: 'c1', n: 2}};
    const up = form('LinesUpdate');
    answeredCartChanges([{key: 'q', state: 'loading', formData: form('LinesAdd'), data: first, ...post}], watched);
    expect(answeredCartChanges([{key: 'q', state: 'submitting', formData: up, data: first, ...post}], watched)).toEqual([]);
    expect(answeredCartChanges([{key: 'q', state: 'idle', data: second}], watched)).toEqual([{key: 'q', formData: up, data: second}]);
  });

  it('leaves other fetchers alone (top-picks loads, other routes) and forgets fetchers that are gone', () => {
    const watched = new Map<string, WatchedFetcher>();
    const fetchers: FetcherView[] = [
      {key: 'picks', state: 'loading', formAction: '/cart', formMethod: 'GET'},
      {key: 'sub', state: 'loading', formAction: '/api/email-sign-up', formMethod: 'POST', formData: form('x')},
    ];
    expect(answeredCartChanges(fetchers, watched)).toEqual([]);
    // The drawer's GET of /cart answers {cart, topPicks}: not a change.
    expect(answeredCartChanges([{key: 'picks', state: 'idle', data: {cart: {id: 'c1'}, topPicks: []}}], watched)).toEqual([]);
    expect(answeredCartChanges([{key: 'sub', state: 'idle', data: {ok: true}}], watched)).toEqual([]);
    answeredCartChanges([{key: 'a', state: 'submitting', formData: form('LinesAdd'), ...post}], watched);
    expect(watched.has('a')).toBe(true);
    answeredCartChanges([], watched);
    expect(watched.size).toBe(0);
  });
});

describe('SubmissionLedger', () => {
  const T0 = '2026-11-25T10:00:00Z';
  const T1 = '2026-11-25T10:00:05Z';
  const T2 = '2026-11-25T10:00:09Z';

  it('takes nothing over when every submission is answered by its fetcher', () => {
    const ledger = new SubmissionLedger();
    ledger.submit('add-a', T0);
    ledger.submit('add-b', T0);
    expect(ledger.answer('add-a')).toBe(true);
    expect(ledger.answer('add-b')).toBe(true);
    expect(ledger.takeUnanswered(T1)).toEqual([]);
  });

  it('hands an unanswered submission to a newer loader cart once, and drops its late answer', () => {
    const ledger = new SubmissionLedger();
    ledger.submit('add-a', null); // the page had no cart yet
    expect(ledger.takeUnanswered(T1)).toEqual(['add-a']);
    expect(ledger.takeUnanswered(T2)).toEqual([]);
    expect(ledger.answer('add-a')).toBe(false);
    // A later, new submission with the same input is answered normally.
    ledger.submit('add-a', T1);
    expect(ledger.answer('add-a')).toBe(true);
  });

  it('does not let a late loader cart from an earlier change answer a newer submission', () => {
    const ledger = new SubmissionLedger();
    // The code was sent once the page knew the cart at T1; the loader's cart of T1 comes in late.
    ledger.submit('code-bogus', T1);
    expect(ledger.takeUnanswered(T1)).toEqual([]);
    expect(ledger.takeUnanswered(T0)).toEqual([]);
    expect(ledger.answer('code-bogus')).toBe(true);
  });

  it('matches an answer without form data to the oldest open submission', () => {
    const ledger = new SubmissionLedger();
    ledger.submit('add-a', T0);
    ledger.submit('add-b', T0);
    expect(ledger.answer(undefined)).toBe(true);
    expect(ledger.takeUnanswered(T1)).toEqual(['add-b']);
    expect(ledger.answer(undefined)).toBe(false);
    expect(ledger.answer(undefined)).toBe(true);
  });
});
