import {describe, expect, it} from 'vitest';
import {stripStackFrames, withoutStackFrames} from './stack-scrub.server';

const ESCAPED =
  '\\"data\\",\\"Error: You made a POST request to \\\\\\"/learn\\\\\\" but did not provide an `action`.\\\\n    at Cr (file:///srv/dist/server/index.js:49:20282)\\\\n    at async Object.fetch (file:///srv/dist/server/index.js:1761:4886)\\",\\"error\\"';

describe('stripStackFrames', () => {
  it('takes JSON-escaped stack frames out of page data, keeping the message', () => {
    const out = stripStackFrames(ESCAPED);
    expect(out).not.toMatch(/dist\/server|at Cr|index\.js/);
    expect(out).toContain('did not provide an `action`.');
    expect(out).toContain('\\"error\\"');
  });

  it('takes raw stack frames out and leaves ordinary text alone', () => {
    expect(stripStackFrames('TypeError: x\n    at f (/work/app/x.ts:1:2)\n    at g (/work/app/y.ts:3:4)')).toBe('TypeError: x');
    const page = '<p>Look at our toothbrushes\n  and more</p>';
    expect(stripStackFrames(page)).toBe(page);
  });
});

describe('withoutStackFrames', () => {
  it('rewrites HTML error pages', async () => {
    const page = new Response(`<script>${ESCAPED}</script>`, {
      status: 405,
      headers: {'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '999'},
    });
    const out = await withoutStackFrames(page);
    expect(out.status).toBe(405);
    expect(out.headers.get('content-length')).toBeNull();
    expect(await out.text()).not.toContain('dist/server');
  });

  it('rewrites error page data (turbo-stream) and JSON: a POST or OPTIONS to a .data address', async () => {
    const stream = `[{"_1":2},"error",["ErrorResponse",3,4,5],"Error: Invalid request method \\"OPTIONS\\"\\n    at Cr (file:///srv/dist/server/index.js:49:20282)\\n    at async r (file:///srv/dist/server/index.js:1771:12654)",405,"Method Not Allowed"]`;
    for (const type of ['text/x-script', 'application/json; charset=utf-8', 'text/plain']) {
      const out = await withoutStackFrames(new Response(stream, {status: 405, headers: {'Content-Type': type}}));
      const text = await out.text();
      expect(text, type).not.toMatch(/file:|\bat Cr/);
      expect((JSON.parse(text) as unknown[])[3], type).toBe('Error: Invalid request method "OPTIONS"');
    }
  });

  it('leaves successful answers and binary error answers alone', async () => {
    const ok = new Response('<p>\n    at home</p>', {status: 200, headers: {'Content-Type': 'text/html'}});
    expect(await withoutStackFrames(ok)).toBe(ok);
    const image = new Response(new Uint8Array([1, 2]), {status: 404, headers: {'Content-Type': 'image/webp'}});
    expect(await withoutStackFrames(image)).toBe(image);
  });
});
