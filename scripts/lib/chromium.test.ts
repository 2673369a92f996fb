import {writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {INSTALL_CHROMIUM, chromiumVersion, ensureChromium} from './chromium';

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

describe('chromiumVersion (the benchmark names the browser it measured with)', () => {
  const fake = (output: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chromium-version-')), 'chromium');
    writeFileSync(file, `#!/bin/sh\necho '${output}'\n`, {mode: 0o755});
    return file;
  };

  it('reads the version out of what the binary prints, without the build line', () => {
    expect(chromiumVersion(fake('Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)'))).toBe('Chromium 150.0.7871.100');
    expect(chromiumVersion(fake('Google Chrome 131.0.6778.85 '))).toBe('Chrome 131.0.6778.85');
  });

  it('is null for a binary that prints no version, or none at all', () => {
    expect(chromiumVersion(fake('usage: something'))).toBeNull();
    expect(chromiumVersion('/nonexistent/chromium')).toBeNull();
  });
});
