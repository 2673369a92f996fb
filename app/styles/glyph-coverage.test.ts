import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * Every character the shop's own code puts on a page is in the self-hosted
 * Inter subset. A character outside it (a ◔ icon, a ▾ arrow) sends the browser
 * searching the device's fonts for a fallback during the first layout: in
 * Lighthouse's Chromium that search made the first layout of every page
 * ~60–150 ms slower (decision 73). Icons are inline SVG or CSS instead.
 */
const APP = path.resolve(import.meta.dirname, '..');

function fontRanges(): Array<[number, number]> {
  const css = readFileSync(path.join(APP, 'styles/inter.css'), 'utf8');
  const declaration = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
  return declaration.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments never reach a page. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

function uncoveredCharacters(source: string, ranges: Array<[number, number]>) {
  return [...new Set(withoutComments(source))].filter((char) => {
    const code = char.codePointAt(0)!;
    return !ranges.some(([from, to]) => code >= from && code <= to);
  });
}

describe('glyph coverage', () => {
  const ranges = fontRanges();

  it('reads the subset from inter.css', () => {
    expect(ranges.length).toBeGreaterThan(5);
    expect(uncoveredCharacters('Save 15% · Free shipping – “fresh”', ranges)).toEqual([]);
    expect(uncoveredCharacters('<span>◔ Sign in ▾ →</span> /* ★ */ // ✓', ranges)).toEqual(['◔', '▾', '→']);
  });

  it('finds no character outside the Inter subset in the app’s code and styles', () => {
    const offenders = sourceFiles(APP).flatMap((file) =>
      uncoveredCharacters(readFileSync(file, 'utf8'), ranges).map(
        (char) => `${path.relative(APP, file)}: ${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase()})`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
