import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {preloadRenderedSplitParts} from '~/lib/ui/split-component';

// The route modules have run; the page's split parts load before hydration,
// so every part is interactive the moment the page is.
void preloadRenderedSplitParts().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
