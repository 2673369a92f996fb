import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {nextTask} from '~/ui/next-task';
import {pageLoaderData, prepareRemixHydration} from '~/framework/remix-hydration';
import {settleDeferredValues} from '~/ui/deferred';
import {preloadRenderedSplitParts} from '~/ui/split-component';

/**
 * Before hydrating: the page's split parts load, so every part is interactive
 * the moment the page is, and the page's data is decoded and Remix's router
 * built, so input during hydration never meets a suspended root, and its
 * deferred values are settled, so no boundary suspends while hydrating
 * (`Deferred`). Each step runs in a task of its own, after the task that
 * evaluated the modules: on a phone's CPU, together they made one task long
 * enough to delay a tap.
 */
async function hydrate() {
  await nextTask();
  const parts = preloadRenderedSplitParts();
  await nextTask();
  await prepareRemixHydration(nextTask);
  await settleDeferredValues(pageLoaderData());
  await parts;
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
  // Prefetching serves interactions after hydration, so its code stays off the path to the first
  // paint and to hydration: loaded once the page has started hydrating (`html[data-prefetch]`).
  void import('~/ui/prefetch').then(({installPrefetching}) => installPrefetching());
}

void hydrate();
