import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {decodeRemixState} from '~/ui/remix-state';
import {preloadRenderedSplitParts} from '~/ui/split-component';
// The route modules have run. Before hydrating: the page's split parts load,
// so every part is interactive the moment the page is, and the page's data is
// decoded, so input during hydration never meets a suspended root.
void Promise.all([preloadRenderedSplitParts(), decodeRemixState(() => RemixBrowser({}))]).then(() => {
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
});
