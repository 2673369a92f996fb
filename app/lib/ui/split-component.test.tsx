import {createElement, Suspense} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {preloadRenderedSplitParts, splitComponent} from './split-component';

const Greeting = ({name}: {name: string}) => <p>Hello {name}</p>;
const markers = (...names: string[]) => ({
  querySelectorAll: (selector: string) => {
    expect(selector).toBe('template[data-split-part]');
    return names.map((name) => ({getAttribute: () => name}));
  },
});

describe('splitComponent', () => {
  it('renders the named export with its props once preloaded, after a marker naming the part', async () => {
    const Part = splitComponent('Greeting', async () => ({Greeting}));
    await Part.preload();
    const html = renderToString(<Part name="Ada" />);
    expect(html).toContain('<template data-split-part="Greeting"></template><p>Hello <!-- -->Ada</p>');
  });

  it('suspends (fallback) until the chunk is loaded, and loads it once', async () => {
    const load = vi.fn(async () => ({GreetingOnce: Greeting}));
    const Part = splitComponent('GreetingOnce', load);
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
    const Part = splitComponent('Broken', (): Promise<{Broken: typeof Greeting}> => Promise.reject(new Error('chunk gone')));
    await Part.preload();
    expect(() => renderToString(<Part name="Ada" />)).toThrow('chunk gone');
  });
});

describe('preloadRenderedSplitParts', () => {
  it('waits for the chunks of exactly the parts marked in the page', async () => {
    let deliver: (module: {MarkedPart: typeof Greeting}) => void = () => undefined;
    const Marked = splitComponent('MarkedPart', () => new Promise<{MarkedPart: typeof Greeting}>((resolve) => (deliver = resolve)));
    // A part that is not on the page is never waited for (its chunk never arrives here).
    splitComponent('UnmarkedPart', () => new Promise<{UnmarkedPart: typeof Greeting}>(() => undefined));
    let done = false;
    const preloading = preloadRenderedSplitParts(markers('MarkedPart', 'MarkedPart', 'NotRegistered')).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    deliver({MarkedPart: Greeting});
    await preloading;
    expect(renderToString(<Marked name="Ada" />)).toContain('Hello');
  });

  it('resolves even when a chunk fails (the part reports it when rendered)', async () => {
    splitComponent('FailingPart', (): Promise<{FailingPart: typeof Greeting}> => Promise.reject(new Error('offline')));
    await expect(preloadRenderedSplitParts(markers('FailingPart'))).resolves.toBeUndefined();
  });
});
