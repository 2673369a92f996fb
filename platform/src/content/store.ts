import {createHash} from 'node:crypto';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {ContentExport, ExportContentType, ExportEntity, ExportLocale} from './types.js';

export const EXPORT_FILE = 'export.json';

/** The export held in memory with the look-ups every request needs. */
export interface LoadedContent {
  data: ContentExport;
  entries: Map<string, ExportEntity>;
  assets: Map<string, ExportEntity>;
  contentTypes: Map<string, ExportContentType>;
  defaultLocale: ExportLocale;
  /** Short hash of the export file, part of every ETag. */
  version: string;
}

const CHECK_INTERVAL_MS = 1000;

/**
 * Loads `<contentDir>/export.json` once and keeps it in memory. At most once a
 * second a request checks the file's mtime and size; when they changed the
 * file is read again, so a merchandiser's edit shows without a restart. A
 * broken edit (invalid JSON) keeps the last good copy and logs the problem.
 */
export function createContentStore(contentDir: string) {
  const file = path.join(contentDir, EXPORT_FILE);
  let current: LoadedContent | undefined;
  let stamp = '';
  let checkedAt = 0;
  let pending: Promise<LoadedContent> | undefined;

  async function refresh(): Promise<LoadedContent> {
    const info = await stat(file);
    const nextStamp = `${info.mtimeMs}:${info.size}`;
    if (current && nextStamp === stamp) return current;
    const text = await readFile(file, 'utf8');
    try {
      current = indexExport(JSON.parse(text) as ContentExport, text);
      stamp = nextStamp;
    } catch (error) {
      if (!current) throw error;
      console.warn(`[content] keeping the previous export: ${file} is invalid (${String(error)})`);
      stamp = nextStamp;
    }
    return current;
  }

  return {
    file,
    async get(): Promise<LoadedContent> {
      const now = Date.now();
      if (current && now - checkedAt < CHECK_INTERVAL_MS) return current;
      if (!pending) {
        checkedAt = now;
        pending = refresh().finally(() => {
          pending = undefined;
        });
      }
      return pending;
    },
  };
}

export function indexExport(data: ContentExport, text: string): LoadedContent {
  if (!data || !Array.isArray(data.entries) || !Array.isArray(data.contentTypes)) {
    throw new Error('export must have entries and contentTypes arrays');
  }
  data.assets ??= [];
  data.locales ??= [];
  const locales = data.locales;
  const defaultLocale = locales.find((l) => l.default) ??
    locales[0] ?? {code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null, sys: {id: 'en-US', type: 'Locale'}};
  return {
    data,
    entries: new Map(data.entries.map((e) => [e.sys.id, e])),
    assets: new Map(data.assets.map((a) => [a.sys.id, a])),
    contentTypes: new Map(data.contentTypes.map((c) => [c.sys.id, c])),
    defaultLocale,
    version: createHash('sha1').update(text).digest('hex').slice(0, 12),
  };
}
