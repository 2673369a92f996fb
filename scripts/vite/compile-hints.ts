import type {Plugin} from 'vite';
import {chunksRunAtLoad} from '../../app/framework/vite-preload';

/**
 * V8's explicit compile hint: a script starting with this comment has all its
 * functions compiled on the background thread that streams it, instead of
 * each one on the main thread at its first call (Chromium 136 on; to other
 * engines it is a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Only chunks this large are hinted: React's and Remix's (60 and 186 kB), whose
 * lazy compiles show in a start-up profile. The comment costs each chunk ~20 B
 * gzip, and a chunk of a few kB compiles in well under a millisecond anyway.
 */
export const HINTED_MIN_BYTES = 32 * 1024;

/**
 * Client build: each large chunk a page load runs starts with the compile hint.
 * Hydration calls most of their functions at once; compiled lazily, each
 * first call paused the main thread, and start-up tasks a phone stretches
 * past 50 ms grew by it. Added after minification (which drops comments) and
 * before the content hash, so the file names still name the bytes served.
 */
export function compileHints(): Plugin {
  let ssr = false;
  return {
    name: 'oral-care:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    renderChunk: {
      order: 'post',
      handler(code, chunk, _options, meta) {
        if (ssr || code.length < HINTED_MIN_BYTES || !chunksRunAtLoad(meta.chunks).has(chunk.fileName)) return null;
        // No source maps are built for the client; a map would need the one-line shift.
        return {code: COMPILE_HINT + code, map: null};
      },
    },
  };
}
