import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {decodeRemixState} from '~/ui/remix-state';
import {preloadRenderedSplitParts} from '~/ui/split-component';
import {installPrefetching} from '~/ui/prefetch';

// Before Remix's router starts: its page-data requests go through the prefetch queue.
installPrefetching();

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
});
