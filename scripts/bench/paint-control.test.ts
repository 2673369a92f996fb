import {describe, expect, it} from 'vitest';
import {startPaintControl} from './paint-control';

describe('paint control page', () => {
  it('serves static HTML at once and its stylesheet only after the delay', async () => {
    const control = await startPaintControl(300);
    try {
      const page = await fetch(control.url);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('<link rel="stylesheet" href="/control.css">');
      expect(html).not.toContain('<script');
      const asked = performance.now();
      const css = await fetch(new URL('/control.css', control.url));
      expect(css.headers.get('content-type')).toContain('text/css');
      expect(await css.text()).toContain('body{');
      expect(performance.now() - asked).toBeGreaterThanOrEqual(290);
      expect((await fetch(new URL('/other', control.url))).status).toBe(404);
    } finally {
      await control.close();
    }
  });
});
