import {afterEach, describe, expect, it, vi} from 'vitest';
import {INSTALL_CHROMIUM, ensureChromium} from './chromium';

describe('ensureChromium (npm test and npm run bench)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes on when Chromium is there', () => {
    expect(ensureChromium(process.execPath, 'Lighthouse')).toBe(true);
  });

  it('without Chromium and without root, stops with the command to run instead of a stack trace', () => {
    vi.spyOn(process as {getuid(): number}, 'getuid').mockReturnValue(1000);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(ensureChromium('/nonexistent/chromium', 'The Lighthouse runs')).toBe(false);
    expect(printed.mock.calls.join('\n')).toContain(`sudo ${INSTALL_CHROMIUM}`);
    expect(printed.mock.calls.join('\n')).toContain('The Lighthouse runs need');
  });
});
