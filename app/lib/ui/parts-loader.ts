import type {ClientLoaderFunctionArgs} from '@remix-run/react';

/** A split part (see split-component): something whose chunk can be fetched ahead. */
export interface PreloadablePart {
  preload(): Promise<void>;
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
  return async ({serverLoader}: Pick<ClientLoaderFunctionArgs, 'serverLoader'>) => {
    const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.preload())]);
    return data;
  };
}
