/**
 * Renders the page cache asks for in full. A first visitor gets the page
 * streamed (shell first, deferred parts as their data arrives); the copy the
 * cache keeps is a second render, made after the visitor's, that waits for
 * every deferred part, so a hit never replays Suspense fallbacks and the
 * scripts that swap them (a layout shift on every hit). The mark is on the
 * request's load context, the one object Remix hands to the document render
 * unchanged.
 */
const complete = new WeakSet<object>();

/** Marks a load context whose document must be rendered whole before it is sent. */
export function markCompleteRender<T extends object>(context: T): T {
  complete.add(context);
  return context;
}

export function isCompleteRender(context: object): boolean {
  return complete.has(context);
}
