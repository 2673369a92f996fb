import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ExportEntity} from './types.js';

/**
 * What merchandisers changed through the management API, on top of `export.json`: per entry, the
 * current draft and the published copy (null: removed / not published). Kept in
 * `<dataDir>/content-management/entries.json` so edits survive a restart; the export itself is
 * never rewritten, so `npm run content:build` and a reset stay simple.
 */
export interface EntryEdit {
  /** The entry as editors see it (the management API); null once deleted. */
  draft: ExportEntity | null;
  /** What the delivery API serves; null while unpublished. */
  published: ExportEntity | null;
}

export class ContentEdits {
  readonly file: string;
  private entries: Record<string, EntryEdit>;
  /** Grows with every change: the content store rebuilds its views when it moves. */
  stamp = 0;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'content-management', 'entries.json');
    this.entries = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, EntryEdit>) : {};
    // Edits loaded from disk count as a change: the store must lay them over the export.
    this.stamp = Object.keys(this.entries).length ? 1 : 0;
  }

  get(id: string): EntryEdit | undefined {
    return this.entries[id];
  }

  all(): Array<[string, EntryEdit]> {
    return Object.entries(this.entries);
  }

  set(id: string, edit: EntryEdit) {
    this.entries[id] = structuredClone(edit);
    this.stamp++;
    mkdirSync(path.dirname(this.file), {recursive: true});
    // Written whole and renamed, so a crash mid-write never leaves half a file.
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(this.entries));
    renameSync(temp, this.file);
  }
}
