import {createElement, Suspense} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {loadWithParts, PartBoundary, preloadRenderedSplitParts, splitComponent} from './split-component';

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
    const html = renderToString(
      <Suspense fallback={fallback}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('<i>loading</i>');
    expect(html).not.toContain('Hello');
    await Part.preload();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(
      renderToString(
        <Suspense fallback={fallback}>
          <Part name="Ada" />
        </Suspense>,
      ),
    ).toContain('Hello');
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

  it("starts one part per task, so a page's parts never make one long task", async () => {
    // In the browser a part's chunk starts loading only when asked for.
    vi.stubEnv('SSR', false);
    const started: string[] = [];
    const part = (name: string) =>
      splitComponent(name, () => (started.push(name), new Promise<Record<string, typeof Greeting>>(() => undefined)));
    part('TaskPartA');
    part('TaskPartB');
    part('TaskPartC');
    void preloadRenderedSplitParts(markers('TaskPartA', 'TaskPartB', 'TaskPartC'));
    expect(started).toEqual(['TaskPartA']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['TaskPartA', 'TaskPartB']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['TaskPartA', 'TaskPartB', 'TaskPartC']);
    vi.unstubAllEnvs();
  });

  it("also loads a part defined in another part's chunk (the error page's CMS picture), before resolving", async () => {
    let Inner: ReturnType<typeof splitComponent<'InnerPart', {InnerPart: typeof Greeting}>> | undefined;
    splitComponent('OuterPart', async () => {
      // The outer chunk, evaluated, defines the inner part, as a module of that chunk would.
      Inner = splitComponent('InnerPart', async () => ({InnerPart: Greeting}));
      return {OuterPart: Greeting};
    });
    await preloadRenderedSplitParts(markers('OuterPart', 'InnerPart'));
    expect(Inner?.isLoaded()).toBe(true);
  });

  it('resolves even when a chunk fails (the part reports it when rendered)', async () => {
    splitComponent('FailingPart', (): Promise<{FailingPart: typeof Greeting}> => Promise.reject(new Error('offline')));
    await expect(preloadRenderedSplitParts(markers('FailingPart'))).resolves.toBeUndefined();
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return {promise, resolve};
}

const settledYet = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('loadWithParts', () => {
  it('answers with the server data only once every part has its chunk', async () => {
    const first = deferred();
    const second = deferred();
    const load = loadWithParts({preload: () => first.promise}, {preload: () => second.promise});
    const result = load({serverLoader: async () => ({title: 'Article'})} as never);
    expect(await settledYet(result)).toBe(false);
    first.resolve();
    expect(await settledYet(result)).toBe(false);
    second.resolve();
    await expect(result).resolves.toEqual({title: 'Article'});
  });

  it('fetches the data and the chunks at the same time, not one after the other', async () => {
    const started: string[] = [];
    const chunk = deferred();
    const load = loadWithParts({preload: () => (started.push('chunk'), chunk.promise)});
    const result = load({serverLoader: () => (started.push('data'), Promise.resolve(1))} as never);
    expect(started.sort()).toEqual(['chunk', 'data']);
    chunk.resolve();
    await expect(result).resolves.toBe(1);
  });

  it('lets the data through when a part cannot be fetched ahead (the part reports it when rendered)', async () => {
    const load = loadWithParts({preload: () => Promise.reject(new Error('chunk gone'))});
    await expect(load({serverLoader: async () => 'data'} as never)).resolves.toBe('data');
  });

  it('passes a failing data request on as the route error', async () => {
    const load = loadWithParts({preload: async () => undefined});
    const notFound = new Response('gone', {status: 404});
    await expect(load({serverLoader: () => Promise.reject(notFound)} as never)).rejects.toBe(notFound);
  });
});

describe('PartBoundary', () => {
  const part = (name: string) => splitComponent(name, async () => ({[name]: Greeting}));
  const render = (Part: ReturnType<typeof part>) =>
    renderToString(
      <PartBoundary part={Part}>
        <Part name="Ada" />
      </PartBoundary>,
    );

  it('on the server, renders the part with no Suspense boundary, as hydration will', async () => {
    const Part = part('OnServer');
    await Part.preload();
    const html = render(Part);
    expect(html).toContain('Hello');
    expect(html).not.toContain('<!--$');
  });

  it('in the browser, renders a part whose code is loaded with no boundary: it hydrates with the page, in one pass', async () => {
    vi.stubGlobal('document', {});
    try {
      const Part = part('Preloaded');
      await Part.preload();
      const html = render(Part);
      expect(html).toContain('Hello');
      expect(html).not.toContain('<!--$');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('in the browser, puts a part whose code is still missing in a boundary of its own, which waits for it', () => {
    vi.stubGlobal('document', {});
    try {
      const html = render(part('NotYetLoaded'));
      // The boundary's fallback (nothing) instead of the part: the rest of the page renders.
      expect(html).toMatch(/^<!--\$!-->[\s\S]*<!--\/\$-->$/);
      expect(html).not.toContain('Hello');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
