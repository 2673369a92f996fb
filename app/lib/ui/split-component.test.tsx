import {createElement, Suspense} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {onSplitPartsSettled, splitComponent} from './split-component';

const Greeting = ({name}: {name: string}) => <p>Hello {name}</p>;

describe('splitComponent', () => {
  it('renders the loaded component with its props once preloaded', async () => {
    const Part = splitComponent(async () => ({default: Greeting}));
    await Part.preload();
    expect(renderToString(<Part name="Ada" />)).toContain('Hello <!-- -->Ada');
  });

  it('suspends (fallback) until the chunk is loaded, and loads it once', async () => {
    const load = vi.fn(async () => ({default: Greeting}));
    const Part = splitComponent(load);
    const fallback = createElement('i', null, 'loading');
    // On the server the chunk starts loading with the module; before it settles the part suspends.
    const html = renderToString(<Suspense fallback={fallback}><Part name="Ada" /></Suspense>);
    expect(html).toContain('<i>loading</i>');
    expect(html).not.toContain('Hello');
    await Part.preload();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(<Suspense fallback={fallback}><Part name="Ada" /></Suspense>)).toContain('Hello');
  });

  it('throws the load error to the error boundary instead of suspending forever', async () => {
    const Part = splitComponent(() => Promise.reject(new Error('chunk gone')));
    await Part.preload();
    expect(() => renderToString(<Part name="Ada" />)).toThrow('chunk gone');
  });

  it('reports settled at once when no part is waiting', () => {
    const listener = vi.fn();
    onSplitPartsSettled(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
