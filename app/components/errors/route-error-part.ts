import {splitComponent} from '~/ui/split-component';

// Error pages are rare: their code is not part of every first visit. A page
// the server rendered as an error loads this chunk before hydrating (its
// split-part marker); an error met in the browser waits for the chunk.
export const RouteErrorPage = splitComponent('RouteErrorBoundary', () => import('./RouteErrorBoundary'));
