import {SCROLL_RESTORATION_SCRIPT, useScrollPositions} from '~/framework/scroll-restoration';
import {InlineScript} from './inline-script';

/**
 * Scroll positions saved and restored across client navigations, reloads and
 * traversals (app/framework/scroll-restoration.ts): in place of Remix's
 * `<ScrollRestoration>`, without its storage read on every page load.
 */
export function ScrollRestoration({nonce}: {nonce?: string}) {
  useScrollPositions();
  return <InlineScript nonce={nonce} code={import.meta.env.SSR ? SCROLL_RESTORATION_SCRIPT : ''} />;
}
