import {describe, expect, it} from 'vitest';
import {takeCartAnswers, type PendingCartChange, type RouterFetcher} from './cart-answers';

const form = (action: string) => {
  const data = new FormData();
  data.set('cartFormInput', JSON.stringify({action, inputs: {}}));
  return data;
};
const post = {formAction: '/cart', formMethod: 'POST'};
const state = (...entries: Array<[string, RouterFetcher]>) => new Map(entries);

describe('takeCartAnswers', () => {
  it('reports a /cart POST once, from the state that first carries its answer', () => {
    const pending = new Map<string, PendingCartChange>();
    const add = form('LinesAdd');
    const answer = {action: 'LinesAdd', cart: {id: 'c1'}};
    expect(takeCartAnswers(state(['a', {state: 'submitting', formData: add, ...post}]), pending)).toEqual([]);
    expect(takeCartAnswers(state(['a', {state: 'loading', formData: add, data: answer, ...post}]), pending)).toEqual([
      {formData: add, data: answer},
    ]);
    expect(takeCartAnswers(state(['a', {state: 'idle', data: answer}]), pending)).toEqual([]);
  });

  it('reports an answer whose fetcher is idle at once (its revalidation answered before anything rendered)', () => {
    const pending = new Map<string, PendingCartChange>();
    const add = form('LinesAdd');
    const answer = {action: 'LinesAdd', cart: {id: 'c1'}};
    takeCartAnswers(state(['a', {state: 'submitting', formData: add, ...post}]), pending);
    expect(takeCartAnswers(state(['a', {state: 'idle', data: answer}]), pending)).toEqual([{formData: add, data: answer}]);
  });

  it('does not take the previous answer, still on a fetcher sent again, for the new one', () => {
    const pending = new Map<string, PendingCartChange>();
    const first = {action: 'LinesUpdate', cart: {id: 'c1'}};
    const second = {action: 'LinesUpdate', cart: {id: 'c1'}};
    const up = form('LinesUpdate');
    takeCartAnswers(state(['q', {state: 'submitting', formData: up, data: first, ...post}]), pending);
    expect(takeCartAnswers(state(['q', {state: 'loading', formData: up, data: first, ...post}]), pending)).toEqual([]);
    expect(takeCartAnswers(state(['q', {state: 'idle', data: second}]), pending)).toEqual([{formData: up, data: second}]);
  });

  it('ignores loads and posts elsewhere, and forgets fetchers the router dropped', () => {
    const pending = new Map<string, PendingCartChange>();
    takeCartAnswers(state(['picks', {state: 'loading', formAction: '/cart', formMethod: 'GET'}]), pending);
    expect(takeCartAnswers(state(['picks', {state: 'idle', data: {cart: {id: 'c1'}, topPicks: []}}]), pending)).toEqual([]);
    takeCartAnswers(state(['sub', {state: 'submitting', formData: form('x'), formAction: '/newsletter', formMethod: 'POST'}]), pending);
    expect(takeCartAnswers(state(['sub', {state: 'idle', data: {ok: true}}]), pending)).toEqual([]);
    takeCartAnswers(state(['a', {state: 'submitting', formData: form('LinesAdd'), ...post}]), pending);
    expect(pending.has('a')).toBe(true);
    takeCartAnswers(state(), pending);
    expect(pending.size).toBe(0);
  });
});
