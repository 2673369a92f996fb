import {START_AFTER_LOAD_SCRIPT} from './deferred-start';
import {InlineScript} from './inline-script';

/**
 * The page's JavaScript starts after the page has loaded.
 *
 * Every page works before hydration: forms post, menus open, links
 * navigate. So the module graph (React DOM, Remix, the routes) need not
 * compete with the document for the phone's CPU and network while it parses,
 * lays out and fetches its largest image. Remix's module script and its
 * preload links are rendered inert (app/framework/patches), and
 * this script starts them on the first of: the `load` event once the first
 * contentful paint is on screen (and a frame more), a first pointer, touch or
 * key press, or `START_AFTER_PARSE_MS` after the document is parsed (so a
 * stalled image or a hidden tab never holds the page's JavaScript back).
 *
 * The module script is inserted and removed at once: it still runs, and the
 * document keeps the nodes React hydrates against. The preload links stay
 * inert; the module loader fetches the graph itself, so no task adds a
 * preload per file.
 */

export function StartAfterLoadScript({nonce}: {nonce?: string}) {
  return <InlineScript nonce={nonce} code={import.meta.env.SSR ? START_AFTER_LOAD_SCRIPT : ''} />;
}
