import {createHash} from 'node:crypto';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {ContentEdits} from './edits.js';
import type {ApiMode, ContentExport, ExportContentType, ExportEntity, ExportLocale} from './types.js';

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
export function createContentStore(contentDir: string, edits?: ContentEdits) {
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

  async function base(): Promise<LoadedContent> {
    const now = Date.now();
    if (current && now - checkedAt < CHECK_INTERVAL_MS) return current;
    if (!pending) {
      checkedAt = now;
      pending = refresh().finally(() => {
        pending = undefined;
      });
    }
    return pending;
  }

  const views = new Map<ApiMode, {from: LoadedContent; stamp: number; view: LoadedContent}>();

  return {
    file,
    /**
     * The export as one API sees it: with the management API's edits laid over it, the
     * published copies for delivery and the drafts for preview (the export alone without edits).
     */
    async get(mode: ApiMode = 'preview'): Promise<LoadedContent> {
      const loaded = await base();
      if (!edits || edits.stamp === 0) return loaded;
      const cached = views.get(mode);
      if (cached && cached.from === loaded && cached.stamp === edits.stamp) return cached.view;
      const view = withEdits(loaded, edits, mode);
      views.set(mode, {from: loaded, stamp: edits.stamp, view});
      return view;
    },
  };
}

/** The export with every edited entry replaced by its draft (preview) or published copy (delivery), or left out. */
function withEdits(loaded: LoadedContent, edits: ContentEdits, mode: ApiMode): LoadedContent {
  const changed = new Map(edits.all().map(([id, edit]) => [id, mode === 'preview' ? edit.draft : edit.published]));
  const entries: ExportEntity[] = [];
  // An edited entry keeps its place in the export; new ones come after it.
  for (const entry of loaded.data.entries) {
    const edited = changed.get(entry.sys.id);
    if (!changed.has(entry.sys.id)) entries.push(entry);
    else if (edited) entries.push(edited);
    changed.delete(entry.sys.id);
  }
  for (const entity of changed.values()) if (entity) entries.push(entity);
  const data = {...loaded.data, entries};
  return {
    ...loaded,
    data,
    entries: new Map(entries.map((e) => [e.sys.id, e])),
    version: `${loaded.version}-${edits.stamp}`,
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
