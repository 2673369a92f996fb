import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {badRequest} from './errors.js';
import type {CdaEntity, ExportEntity} from './types.js';
import {isVisible, viewAsset, viewEntry, type ViewContext} from './view.js';

/**
 * Contentful's Sync API (`GET …/sync?initial=true`, then `?sync_token=`): the first call returns every published
 * entry and asset (all locales), later calls what changed since the token was issued, with removed or unpublished
 * ones as `DeletedEntry` / `DeletedAsset`. A token names a snapshot of the space (entity id → revision stamp), kept
 * in memory and under `<dataDir>/content-sync/` so tokens survive a restart; the snapshot of a token's space state
 * is all a later call needs to compute the delta. Filters of the initial call (`type`, `content_type`) stay with
 * the token, as on Contentful. With the preview token only initial syncs are answered (Contentful's Preview API
 * has no delta sync).
 */

type SyncType = 'all' | 'Entry' | 'Asset' | 'Deletion' | 'DeletedEntry' | 'DeletedAsset';
const TYPES: SyncType[] = ['all', 'Entry', 'Asset', 'Deletion', 'DeletedEntry', 'DeletedAsset'];
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

interface Snapshot {
  /** `E:<id>` / `A:<id>` → stamp (version, publish counter, dates, content type). */
  items: Record<string, string>;
}

interface Token {
  /** Snapshot the client holds (null: initial sync). */
  from: string | null;
  type: SyncType;
  contentType: string | null;
  /** Offset into the delta when paging. */
  skip: number;
  limit: number;
}

const encodeToken = (t: Token) => Buffer.from(JSON.stringify(t)).toString('base64url');

function decodeToken(raw: string): Token {
  try {
    const t = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Token>;
    if (
      (t.from === null || typeof t.from === 'string') &&
      TYPES.includes(t.type as SyncType) &&
      typeof t.skip === 'number' &&
      typeof t.limit === 'number'
    ) {
      return {
        from: t.from,
        type: t.type as SyncType,
        contentType: typeof t.contentType === 'string' ? t.contentType : null,
        skip: t.skip,
        limit: t.limit,
      };
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid sync token');
}

function stampOf(e: ExportEntity): string {
  const s = e.sys;
  return [s.version, s.publishedVersion, s.publishedCounter, s.updatedAt, s.publishedAt].join('|');
}

export function createSyncService(dataDir: string) {
  const dir = path.join(dataDir, 'content-sync');
  const snapshots = new Map<string, Snapshot>();

  function save(snapshot: Snapshot): string {
    const text = JSON.stringify(snapshot);
    const id = createHash('sha1').update(text).digest('hex').slice(0, 20);
    if (!snapshots.has(id)) {
      snapshots.set(id, snapshot);
      mkdirSync(dir, {recursive: true});
      const file = path.join(dir, `${id}.json`);
      if (!existsSync(file)) writeFileSync(file, text);
    }
    return id;
  }

  function load(id: string): Snapshot {
    const known = snapshots.get(id);
    if (known) return known;
    const file = path.join(dir, `${id}.json`);
    if (!/^[a-f0-9]{20}$/.test(id) || !existsSync(file)) throw badRequest('Invalid sync token');
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
    snapshots.set(id, snapshot);
    return snapshot;
  }

  /** Answers one sync request; `syncUrl` is the absolute URL of this environment's `/sync`. */
  return function sync(params: URLSearchParams, ctx: ViewContext, syncUrl: string) {
    let token: Token;
    const raw = params.get('sync_token');
    if (raw) {
      token = decodeToken(raw);
    } else if (params.get('initial') === 'true') {
      const type = (params.get('type') ?? 'all') as SyncType;
      if (!TYPES.includes(type)) throw badRequest(`Unknown sync type: ${type}`);
      const contentType = params.get('content_type');
      if (contentType && type !== 'Entry') throw badRequest('content_type can only be used with type=Entry');
      if (contentType && !ctx.content.contentTypes.has(contentType)) throw badRequest(`Unknown content type: ${contentType}`);
      const limit = params.has('limit') ? Number(params.get('limit')) : DEFAULT_LIMIT;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
        throw badRequest(`limit must be an integer between 1 and ${MAX_LIMIT}`);
      token = {from: null, type, contentType, skip: 0, limit};
    } else {
      throw badRequest('Either initial=true or sync_token is required');
    }

    // Contentful's Preview API has no delta sync: an initial sync (and its pages) only.
    if (ctx.mode === 'preview' && token.from)
      throw badRequest('The Preview API supports only initial syncs; start again with initial=true');
    const {content} = ctx;
    const allLocales: ViewContext = {...ctx, locale: '*'};
    const current: Snapshot = {items: {}};
    const live = new Map<string, () => CdaEntity>();
    for (const e of content.data.entries) {
      if (!isVisible(e, ctx.mode)) continue;
      const key = `E:${e.sys.id}`;
      current.items[key] = `${stampOf(e)}|${e.sys.contentType?.sys.id ?? ''}`;
      live.set(key, () => viewEntry(e, allLocales));
    }
    for (const a of content.data.assets) {
      if (!isVisible(a, ctx.mode)) continue;
      const key = `A:${a.sys.id}`;
      current.items[key] = stampOf(a);
      live.set(key, () => viewAsset(a, allLocales));
    }
    const currentId = save(current);
    const before = token.from ? load(token.from).items : {};

    const wantEntries = token.type === 'all' || token.type === 'Entry';
    const wantAssets = token.type === 'all' || token.type === 'Asset';
    const wantDeletedEntries = token.type === 'all' || token.type === 'Deletion' || token.type === 'DeletedEntry';
    const wantDeletedAssets = token.type === 'all' || token.type === 'Deletion' || token.type === 'DeletedAsset';
    const typeOf = (stamp: string) => stamp.split('|').pop();

    const delta: Array<() => unknown> = [];
    for (const [key, stamp] of Object.entries(current.items)) {
      if (before[key] === stamp) continue;
      const isEntry = key.startsWith('E:');
      if (isEntry ? !wantEntries : !wantAssets) continue;
      if (isEntry && token.contentType && typeOf(stamp) !== token.contentType) continue;
      delta.push(live.get(key)!);
    }
    if (token.from) {
      const now = new Date().toISOString();
      for (const [key, stamp] of Object.entries(before)) {
        if (key in current.items) continue;
        const isEntry = key.startsWith('E:');
        if (isEntry ? !wantDeletedEntries : !wantDeletedAssets) continue;
        if (isEntry && token.contentType && typeOf(stamp) !== token.contentType) continue;
        delta.push(() => deletion(isEntry ? 'DeletedEntry' : 'DeletedAsset', key.slice(2), ctx, now));
      }
    }

    const items = delta.slice(token.skip, token.skip + token.limit).map((item) => item());
    const more = token.skip + token.limit < delta.length;
    const next: Token = more ? {...token, skip: token.skip + token.limit} : {...token, from: currentId, skip: 0};
    // A page token must reach the same delta: it keeps `from`; the snapshot it is computed against is the live one.
    const url = `${syncUrl}?sync_token=${encodeToken(next)}`;
    return {sys: {type: 'Array'}, items, ...(more ? {nextPageUrl: url} : {nextSyncUrl: url})};
  };
}

function deletion(type: 'DeletedEntry' | 'DeletedAsset', id: string, ctx: ViewContext, at: string) {
  return {
    sys: {
      type,
      id,
      space: {sys: {type: 'Link', linkType: 'Space', id: ctx.spaceId}},
      environment: {sys: {id: ctx.environmentId, type: 'Link', linkType: 'Environment'}},
      revision: 1,
      createdAt: at,
      updatedAt: at,
      deletedAt: at,
    },
  };
}
