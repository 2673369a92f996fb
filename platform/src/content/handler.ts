import {createHash, timingSafeEqual} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {accessTokenInvalid, ApiError, badRequest, notFound} from './errors.js';
import {serveImage} from './images.js';
import {resolveIncludes} from './includes.js';
import {applyQuery, parseQuery, selectProperties, type CollectionKind} from './query.js';
import {createContentStore, type LoadedContent} from './store.js';
import {createSyncService} from './sync.js';
import {onFileChange} from './file-change.js';
import {ContentEdits} from './edits.js';
import {createManagementApi, DEFAULT_MANAGEMENT_TOKEN} from './management.js';
import {sendWebhook, type WebhookTarget} from './webhooks.js';
import type {ApiMode, CdaEntity} from './types.js';
import {isVisible, viewAsset, viewContentType, viewEntry, viewTag, type ViewContext} from './view.js';

export const DEFAULT_SPACE_ID = 'oralcare';
export const DEFAULT_ENVIRONMENT_ID = 'master';
export const DEFAULT_DELIVERY_TOKEN = 'local-content-delivery-token';
export const DEFAULT_PREVIEW_TOKEN = 'local-content-preview-token';
export const CONTENTFUL_JSON = 'application/vnd.contentful.delivery.v1+json';

export interface ContentHandlerOptions {
  /** Folder holding `export.json` and `assets/`. */
  contentDir: string;
  /** Writable folder; rendered image variants go to `${dataDir}/content-image-cache`. */
  dataDir: string;
  /** Origin the server is reached at, e.g. `http://localhost:3100`; asset URLs are built on it without the scheme. */
  publicOrigin: string;
  spaceId?: string;
  /** Defaults: env CONTENT_DELIVERY_TOKEN, else `local-content-delivery-token`. */
  deliveryToken?: string;
  /** Defaults: env CONTENT_PREVIEW_TOKEN, else `local-content-preview-token`. */
  previewToken?: string;
  /** The management API's token. Defaults: env CONTENT_MANAGEMENT_TOKEN, else `local-content-management-token`. */
  managementToken?: string;
  /** Where publish, unpublish and delete are announced (Contentful's signed webhook); null: nowhere. */
  webhook?: WebhookTarget | null;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, X-Contentful-User-Agent, If-None-Match',
  'access-control-expose-headers': 'ETag, X-Contentful-Request-Id',
  'access-control-max-age': '86400',
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export interface ContentHandler {
  (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** Stops watching the export file. */
  close(): void;
}

/** Serves the export with Contentful CDA/CPA shapes under `/spaces/…` and asset files under `/ctf-images/…`. */
export function createContentHandler(options: ContentHandlerOptions): ContentHandler {
  const edits = new ContentEdits(options.dataDir);
  const store = createContentStore(options.contentDir, edits);
  const spaceId = options.spaceId ?? DEFAULT_SPACE_ID;
  const deliveryToken = options.deliveryToken ?? process.env.CONTENT_DELIVERY_TOKEN ?? DEFAULT_DELIVERY_TOKEN;
  const previewToken = options.previewToken ?? process.env.CONTENT_PREVIEW_TOKEN ?? DEFAULT_PREVIEW_TOKEN;
  const managementToken = options.managementToken ?? process.env.CONTENT_MANAGEMENT_TOKEN ?? DEFAULT_MANAGEMENT_TOKEN;
  const manage = createManagementApi({store, edits, spaceId, environmentId: DEFAULT_ENVIRONMENT_ID, webhook: options.webhook ?? null});
  const webhook = options.webhook;
  // An edit of export.json itself (`npm run content:build`, a hand edit) is content changing too: the shop
  // hears of it as of a publish.
  const stopWatching = webhook
    ? onFileChange(store.file, (modified) => {
        void sendWebhook(webhook, 'ContentManagement.Entry.publish', {
          sys: {
            type: 'Entry',
            id: 'content-export',
            space: {sys: {type: 'Link', linkType: 'Space', id: spaceId}},
            updatedAt: modified.toISOString(),
          },
        });
      })
    : () => {};
  const assetOrigin = options.publicOrigin.replace(/^[a-z][a-z0-9+.-]*:/i, '').replace(/\/+$/, '');
  const cacheDir = path.join(options.dataDir, 'content-image-cache');
  const sync = createSyncService(options.dataDir);
  const publicOrigin = options.publicOrigin.replace(/\/+$/, '');

  function tokenOf(req: IncomingMessage, url: URL): string {
    const header = req.headers.authorization;
    const bearer = header && /^Bearer\s+(.+)$/i.exec(header.trim())?.[1];
    return bearer ?? url.searchParams.get('access_token') ?? '';
  }

  function authenticate(req: IncomingMessage, url: URL): ApiMode {
    const token = tokenOf(req, url);
    if (sameToken(token, deliveryToken)) return 'delivery';
    if (sameToken(token, previewToken)) return 'preview';
    throw accessTokenInvalid();
  }

  function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
    const text = JSON.stringify(body, null, 2);
    const etag = `"${createHash('sha1').update(text).digest('hex')}"`;
    const headers = {...CORS_HEADERS, 'content-type': CONTENTFUL_JSON, etag, 'cache-control': 'max-age=0', ...extra};
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(status, {...headers, 'content-length': Buffer.byteLength(text)});
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const mode = authenticate(req, url);
    const segments = url.pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
    // segments: spaces, {space}, [environments, {env}], resource, [id]
    if (segments[1] !== spaceId) throw notFound({type: 'Space', id: segments[1]});
    let environmentId = DEFAULT_ENVIRONMENT_ID;
    let rest = segments.slice(2);
    if (rest[0] === 'environments') {
      if (rest[1] !== DEFAULT_ENVIRONMENT_ID) throw notFound({type: 'Environment', id: rest[1] ?? ''});
      environmentId = rest[1];
      rest = rest.slice(2);
    }
    const content = await store.get(mode);
    const locale = url.searchParams.get('locale') ?? content.defaultLocale.code;
    if (locale !== '*' && !content.data.locales.some((l) => l.code === locale)) {
      throw badRequest(`Unknown locale: ${locale}`);
    }
    const ctx: ViewContext = {content, mode, spaceId, environmentId, locale, assetOrigin};
    if (rest[0] === 'sync' && rest.length === 1) {
      const base = segments.length > rest.length + 2 ? `/spaces/${spaceId}/environments/${environmentId}` : `/spaces/${spaceId}`;
      return sendJson(req, res, 200, sync(url.searchParams, ctx, `${publicOrigin}${base}/sync`));
    }
    const body = route(rest, url.searchParams, ctx);
    sendJson(req, res, 200, body);
  }

  function route(rest: string[], params: URLSearchParams, ctx: ViewContext): unknown {
    const [resource, id, ...extra] = rest;
    if (extra.length) throw notFound();
    const {content} = ctx;
    switch (resource) {
      case undefined:
        return {
          sys: {type: 'Space', id: spaceId},
          name: 'Oral Care Shop',
          locales: content.data.locales.map((l) => ({code: l.code, default: l.default, name: l.name, fallbackCode: l.fallbackCode})),
        };
      case 'locales':
        if (id !== undefined) throw notFound();
        return page(
          content.data.locales.map((l) => ({
            code: l.code,
            name: l.name,
            default: l.default,
            fallbackCode: l.fallbackCode,
            sys: {id: l.sys.id, type: 'Locale', version: l.sys.version ?? 1},
          })),
          params,
        );
      case 'tags': {
        const tags = (content.data.tags ?? []).filter((t) => t.sys.visibility === 'public').map((t) => viewTag(t, ctx));
        if (id !== undefined) {
          const tag = tags.find((t) => t.sys.id === id);
          if (!tag) throw notFound({type: 'Tag', id, environment: ctx.environmentId, space: spaceId});
          return tag;
        }
        const ids = params.get('sys.id[in]')?.split(',');
        return page(ids ? tags.filter((t) => ids.includes(t.sys.id)) : tags, params);
      }
      case 'content_types': {
        if (id !== undefined) {
          const type = content.contentTypes.get(id);
          if (!type) throw notFound({type: 'ContentType', id, environment: ctx.environmentId, space: spaceId});
          return viewContentType(type, ctx);
        }
        return page(
          [...content.contentTypes.values()].map((t) => viewContentType(t, ctx)),
          params,
        );
      }
      case 'entries':
      case 'assets': {
        const kind: CollectionKind = resource === 'entries' ? 'Entry' : 'Asset';
        if (id !== undefined) {
          const entity = lookup(ctx, kind, id);
          if (!entity) throw notFound({type: kind, id, environment: ctx.environmentId, space: spaceId});
          return entity;
        }
        return collection(kind, params, ctx);
      }
      default:
        throw notFound();
    }
  }

  function lookup(ctx: ViewContext, kind: CollectionKind, id: string): CdaEntity | undefined {
    const entity = (kind === 'Entry' ? ctx.content.entries : ctx.content.assets).get(id);
    if (!entity || !isVisible(entity, ctx.mode)) return undefined;
    return kind === 'Entry' ? viewEntry(entity, ctx) : viewAsset(entity, ctx);
  }

  function collection(kind: CollectionKind, params: URLSearchParams, ctx: ViewContext) {
    const {content} = ctx;
    const query = parseQuery(params, kind, content.contentTypes);
    // Filters and ordering read single-locale values, even when the response shows all locales.
    const filterCtx = ctx.locale === '*' ? {...ctx, locale: content.defaultLocale.code} : ctx;
    const source = kind === 'Entry' ? content.data.entries : content.data.assets;
    const view = kind === 'Entry' ? viewEntry : viewAsset;
    const visible = source.filter((e) => isVisible(e, ctx.mode));
    const matched = applyQuery(
      visible.map((e) => view(e, filterCtx)),
      query,
    );
    const pageItems = matched.slice(query.skip, query.skip + query.limit);
    let items = ctx.locale === '*' ? pageItems.map((i) => lookup(ctx, kind, i.sys.id)!) : pageItems;
    const resolved = kind === 'Entry' ? resolveIncludes(items, query.include, (ref) => lookup(ctx, ref.linkType, ref.id)) : {};
    if (query.select) items = items.map((i) => selectProperties(i, query.select!));
    return {
      sys: {type: 'Array'},
      total: matched.length,
      skip: query.skip,
      limit: query.limit,
      items,
      ...resolved,
    };
  }

  const handle: ContentHandler = async (req, res, url) => {
    const isApi = url.pathname === '/spaces' || url.pathname.startsWith('/spaces/');
    const isImage = url.pathname.startsWith('/ctf-images/');
    if (!isApi && !isImage) return false;
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        res.end();
        return true;
      }
      if (isApi && sameToken(tokenOf(req, url), managementToken)) {
        const segments = url.pathname
          .split('/')
          .filter(Boolean)
          .map((s) => decodeURIComponent(s));
        if (segments[1] !== spaceId) throw notFound({type: 'Space', id: segments[1] ?? ''});
        await manage(req, res, url, segments.slice(2));
        return true;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new ApiError(405, 'MethodNotAllowed', `${req.method} is not supported by the Content Delivery API`);
      }
      if (isImage) {
        if (/(^|\/|%2f)(\.|%2e){2}(\/|%2f|$)/i.test(req.url ?? '')) throw badRequest('Invalid image path');
        const content: LoadedContent = await store.get('delivery');
        await serveImage(res, url, content, {
          contentDir: options.contentDir,
          cacheDir,
          spaceId,
          head: req.method === 'HEAD',
        });
        return true;
      }
      await api(req, res, url);
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : error instanceof URIError
            ? badRequest('Malformed URL')
            : (console.error('[content] request failed', error), new ApiError(500, 'ServerError', 'Internal server error.'));
      if (res.headersSent) {
        res.destroy();
        return true;
      }
      sendJson(req, res, apiError.status, apiError.toJSON(), isImage ? {'cache-control': 'no-store'} : {});
    }
    return true;
  };
  handle.close = stopWatching;
  return handle;
}

/** A plain collection page (content types, locales): honours limit/skip with the same checks as entries. */
function page(all: unknown[], params: URLSearchParams) {
  const parsed = parseQuery(new URLSearchParams([...params].filter(([k]) => k === 'limit' || k === 'skip')), 'Asset', new Map());
  const {limit, skip} = parsed;
  return {sys: {type: 'Array'}, total: all.length, skip, limit, items: all.slice(skip, skip + limit)};
}
