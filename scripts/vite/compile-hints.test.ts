import {describe, expect, it} from 'vitest';
import {COMPILE_HINT, HINTED_MIN_BYTES, compileHints} from './compile-hints';

type Chunks = Record<string, {isEntry: boolean; imports: string[]}>;
type RenderChunk = (code: string, chunk: {fileName: string}, options: unknown, meta: {chunks: Chunks}) => {code: string} | null;

/** The plugin's renderChunk for a client (or worker) build. */
function renderer(ssr = false): RenderChunk {
  const plugin = compileHints();
  (plugin.configResolved as (config: {build: {ssr: boolean}}) => void)({build: {ssr}});
  return (plugin.renderChunk as {handler: RenderChunk}).handler;
}

const large = 'x'.repeat(HINTED_MIN_BYTES);
const chunks: Chunks = {
  'assets/entry.client.js': {isEntry: true, imports: ['assets/components.js']},
  'assets/components.js': {isEntry: false, imports: ['assets/shared.js']},
  'assets/shared.js': {isEntry: false, imports: []},
  // Reached only through import(): a part loaded on intent.
  'assets/ChatWindow.js': {isEntry: false, imports: ['assets/shared.js']},
};

describe('compile hints', () => {
  it('start each large chunk a page load runs, the entries and what they import statically', () => {
    const render = renderer();
    expect(render(large, {fileName: 'assets/entry.client.js'}, {}, {chunks})?.code).toBe(COMPILE_HINT + large);
    expect(render(large, {fileName: 'assets/shared.js'}, {}, {chunks})?.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  it('leave out chunks only an import() reaches, small chunks and the worker build', () => {
    expect(renderer()(large, {fileName: 'assets/ChatWindow.js'}, {}, {chunks})).toBeNull();
    expect(renderer()(large.slice(1), {fileName: 'assets/components.js'}, {}, {chunks})).toBeNull();
    expect(renderer(true)(large, {fileName: 'assets/entry.client.js'}, {}, {chunks})).toBeNull();
  });
});
