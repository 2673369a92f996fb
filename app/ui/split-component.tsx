import {Suspense, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import type {ClientLoaderFunctionArgs} from '@remix-run/react';
import {isChunkLoadError, never, reloadForNewBuild} from './deploy-reload';
import {nextTask} from './next-task';

/** Every split part this bundle defines, by name (the marker in the HTML names it). */
const registry = new Map<string, () => Promise<void>>();

const MARKER = 'data-split-part';

/** Where the markers are looked up: the document, or anything that can answer the query. */
type MarkerRoot = {querySelectorAll(selector: string): ArrayLike<{getAttribute(name: string): string | null}>};

/**
 * Loads the chunks of the split parts the server rendered into this document
 * (their `<template data-split-part>` markers). The browser entry awaits it
 * before hydrating, so hydration never meets a part whose code is missing: no
 * window in which the part's buttons are inert, no update reaching a
 * dehydrated boundary. A part can be defined in another part's chunk (the
 * error page's CMS picture): the markers are read again once the chunks have
 * loaded, until no part on the page is left without its code. A chunk that
 * fails to load is left to the part itself.
 */
export async function preloadRenderedSplitParts(root: MarkerRoot = document): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const names = new Set(Array.from(root.querySelectorAll(`template[${MARKER}]`), (el) => el.getAttribute(MARKER) ?? ''));
    const loads: Promise<void>[] = [];
    for (const name of names) {
      const load = registry.get(name);
      if (!load || started.has(name)) continue;
      started.add(name);
      // One part per task: however many parts a page has, starting their
      // loads never adds up to one long task right before hydration.
      loads.push(load());
      await nextTask();
    }
    if (!loads.length) return;
    await Promise.allSettled(loads);
  }
}

/**
 * A component whose code is its own chunk, outside the route's first-visit
 * JavaScript — like React.lazy, for server-rendered pages:
 * - `name` is the module's export to render, and names the part in the HTML;
 *   it must be unique in the app;
 * - on the server the chunk is loaded when the module is, so the page is
 *   always rendered complete in the first pass (never a streamed fallback,
 *   which would stay hidden without JavaScript);
 * - in the browser the entry loads the chunks of the parts on the page before
 *   hydrating (`preloadRenderedSplitParts`); a part first rendered later (a
 *   client navigation) suspends to the nearest Suspense boundary until its
 *   chunk arrives, and `preload()` can start that download early (idle, hover).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a constraint over components with any props: `unknown` props would reject every component with required props
export function splitComponent<K extends string, M extends Record<K, ComponentType<any>>>(name: K, load: () => Promise<M>) {
  type P = ComponentProps<M[K]>;
  let Loaded: ComponentType<P> | null = null;
  let failure: {error: unknown} | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module[name];
        lastError = null;
      },
      (error: unknown) => {
        // A chunk that cannot load is the route's error (the next navigation
        // tries again), unless a newer deploy removed it: see `Split`.
        failure = {error};
        lastError = error;
        pending = null;
      },
    ));
  let lastError: unknown = null;
  registry.set(name, preload);

  function Split(props: P) {
    if (Loaded) {
      return (
        <>
          <template {...{[MARKER]: name}} />
          <Loaded {...props} />
        </>
      );
    }
    if (failure) {
      const {error} = failure;
      failure = null;
      // The page names a build that is gone: load the new one (at most once per 10 s)
      // and stay suspended meanwhile, rather than show the error page.
      if (!import.meta.env.SSR && isChunkLoadError(error)) {
        reloadForNewBuild();
        throw never();
      }
      throw error;
    }
    // Suspends this part until its chunk is loaded (React's lazy does the same).
    throw preload();
  }
  if (import.meta.env.SSR) void preload();
  return Object.assign(Split, {preload, loadError: () => lastError, isLoaded: () => Loaded !== null});
}

/**
 * Where a split part is rendered: in a Suspense boundary of its own only when
 * its code is still missing as it mounts in the browser (an error met after a
 * client navigation). A part the server rendered has its code before
 * hydration starts (`preloadRenderedSplitParts`), so it hydrates with the rest
 * of the page in one pass: React hydrates a boundary's content after the
 * page's first commit, and an update reaching it before then makes React drop
 * its server HTML (error #421). The server never adds the boundary, so the
 * HTML is what hydration renders; decided once per mount, so the part is never
 * remounted (its effects run once).
 */
export function PartBoundary({part, children}: {part: {isLoaded(): boolean}; children: ReactNode}) {
  const [wait] = useState(() => typeof document !== 'undefined' && !part.isLoaded());
  return wait ? <Suspense fallback={null}>{children}</Suspense> : <>{children}</>;
}

/** A split part, or anything whose chunk can be fetched ahead. */
export interface PreloadablePart {
  preload(): Promise<void>;
  /** The error of the last failed load, if the latest load failed. */
  loadError?(): unknown;
}

/**
 * A route's `clientLoader` that fetches the route's data and the chunks of its
 * split parts together on a client navigation. A part behind a Suspense
 * boundary of its own would otherwise pop in after the page has committed,
 * pushing everything below it down: a layout shift, and a click aimed at a
 * button down there lands somewhere else. The first visit never runs it (the
 * browser entry loads the rendered parts before hydrating). A part whose chunk
 * fails to load still lets the data through: the part itself reports it.
 */
export function loadWithParts(...parts: PreloadablePart[]) {
  return async ({serverLoader, request}: Pick<ClientLoaderFunctionArgs, 'serverLoader'> & {request?: Request}) => {
    // A preload that fails is not the navigation's failure: the part, rendered, reports it.
    const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.preload().catch(() => undefined))]);
    // A part a newer deploy removed: open the destination as a new document
    // (the new build), so the shopper's click still lands where it aimed.
    if (request && typeof window !== 'undefined' && parts.some((part) => isChunkLoadError(part.loadError?.()))) {
      reloadForNewBuild(request.url);
      return never<typeof data>();
    }
    return data;
  };
}
