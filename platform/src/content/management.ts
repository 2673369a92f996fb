import {randomBytes} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {readBody} from '../http.js';
import type {ContentEdits, EntryEdit} from './edits.js';
import {ApiError, badRequest, notFound} from './errors.js';
import {applyQuery, parseQuery} from './query.js';
import type {LoadedContent} from './store.js';
import type {ApiMode, ExportContentType, ExportEntity} from './types.js';
import {isPublished, viewEntry, type ViewContext} from './view.js';
import {sendWebhook, type WebhookTarget, type WebhookTopic} from './webhooks.js';

/**
 * The part of Contentful's Content Management API that editing entries needs, on the same
 * `/spaces/…` paths (a request carrying the management token is a management request): the
 * space and environment, entries listed and read as drafts, created (POST, or PUT with a new
 * id), updated (PUT with `X-Contentful-Version`; 409 on a stale version), published,
 * unpublished and deleted; the content model (content types, and their published versions under
 * `/public/content_types`) is read-only, served from the export. Every publish, unpublish and delete sends Contentful's signed
 * webhook to the shop, so the whole publish loop runs offline.
 */
export const DEFAULT_MANAGEMENT_TOKEN = 'local-content-management-token';
export const MANAGEMENT_JSON = 'application/vnd.contentful.management.v1+json';

export interface ManagementOptions {
  store: {get(mode?: ApiMode): Promise<LoadedContent>};
  edits: ContentEdits;
  spaceId: string;
  environmentId: string;
  webhook: WebhookTarget | null;
}

const spaceLink = (id: string) => ({sys: {type: 'Link', linkType: 'Space', id}});
const environmentLink = (id: string) => ({sys: {type: 'Link', linkType: 'Environment', id}});
const versionMismatch = () =>
  new ApiError(409, 'VersionMismatch', 'The version you sent is not the current version of the entry: fetch it again and retry.');
const unprocessable = (id: string, message: string, errors: unknown[]) => new ApiError(422, id, message, {errors});

function newId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(22)].map((b) => alphabet[b % alphabet.length]).join('');
}

export function createManagementApi(options: ManagementOptions) {
  const {store, edits, spaceId, environmentId} = options;

  function send(req: IncomingMessage, res: ServerResponse, status: number, body?: unknown) {
    if (body === undefined) {
      res.writeHead(status);
      res.end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, {'content-type': MANAGEMENT_JSON, 'content-length': Buffer.byteLength(text)});
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /** An entry as the management API shows it: every locale, the full sys. */
  function view(entity: ExportEntity) {
    return {
      metadata: entity.metadata ?? {tags: []},
      sys: {
        ...entity.sys,
        type: 'Entry',
        space: spaceLink(spaceId),
        environment: environmentLink(environmentId),
        version: entity.sys.version ?? 1,
      },
      fields: entity.fields ?? {},
    };
  }

  async function current(id: string): Promise<{draft: ExportEntity | null; published: ExportEntity | null; content: LoadedContent}> {
    const [content, delivery] = await Promise.all([store.get('preview'), store.get('delivery')]);
    const published = delivery.entries.get(id);
    return {content, draft: content.entries.get(id) ?? null, published: published && isPublished(published) ? published : null};
  }

  function versionOf(req: IncomingMessage): number | null {
    const raw = req.headers['x-contentful-version'];
    if (raw === undefined) return null;
    const version = Number(Array.isArray(raw) ? raw[0] : raw);
    if (!Number.isInteger(version)) throw badRequest('X-Contentful-Version must be an integer');
    return version;
  }

  /** The entry's fields checked against its content type (unknown fields, locales, missing required ones on publish). */
  function checkFields(content: LoadedContent, typeId: string, fields: unknown, publishing: boolean) {
    const type = content.contentTypes.get(typeId);
    if (!type) throw unprocessable('UnknownContentType', `Unknown content type: ${typeId}`, [{name: 'unknown', value: typeId}]);
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
      throw unprocessable('InvalidEntry', 'fields must be an object of {fieldId: {locale: value}}', []);
    }
    const known = new Set(type.fields.map((f) => f.id));
    const locales = new Set(content.data.locales.map((l) => l.code));
    const errors: unknown[] = [];
    for (const [id, value] of Object.entries(fields)) {
      if (!known.has(id)) errors.push({name: 'unknown', path: ['fields', id], details: `The property "${id}" is not defined on ${typeId}`});
      else if (!value || typeof value !== 'object' || Object.keys(value).some((code) => !locales.has(code))) {
        errors.push({name: 'unknownLocale', path: ['fields', id], details: 'Field values are keyed by a known locale'});
      }
    }
    if (errors.length) throw unprocessable('InvalidEntry', 'Validation error', errors);
    if (!publishing) return;
    const values = fields as Record<string, Record<string, unknown>>;
    const missing = type.fields
      .filter((f) => f.required && !f.disabled)
      .filter((f) => {
        const value = values[f.id]?.[content.defaultLocale.code];
        return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
      })
      .map((f) => ({name: 'required', path: ['fields', f.id], details: `The property "${f.id}" is required here`}));
    if (missing.length) throw unprocessable('ValidationFailed', 'Validation error', missing);
  }

  function save(id: string, edit: EntryEdit) {
    edits.set(id, edit);
  }

  function notify(topic: WebhookTopic, payload: unknown) {
    if (!options.webhook) return;
    void sendWebhook(options.webhook, topic, payload);
  }

  function deleted(entity: ExportEntity) {
    const now = new Date().toISOString();
    return {
      sys: {
        type: 'DeletedEntry',
        id: entity.sys.id,
        space: spaceLink(spaceId),
        environment: environmentLink(environmentId),
        contentType: entity.sys.contentType,
        revision: entity.sys.publishedCounter ?? 1,
        createdAt: entity.sys.createdAt,
        updatedAt: now,
        deletedAt: now,
      },
    };
  }

  async function create(req: IncomingMessage, id: string, body: {fields?: unknown; metadata?: ExportEntity['metadata']}) {
    const typeHeader = req.headers['x-contentful-content-type'];
    const typeId = String(Array.isArray(typeHeader) ? typeHeader[0] : (typeHeader ?? ''));
    if (!typeId) throw badRequest('X-Contentful-Content-Type is required to create an entry');
    const {content} = await current(id);
    checkFields(content, typeId, body.fields ?? {}, false);
    const now = new Date().toISOString();
    const draft: ExportEntity = {
      metadata: body.metadata ?? {tags: []},
      sys: {
        id,
        type: 'Entry',
        createdAt: now,
        updatedAt: now,
        version: 1,
        contentType: {sys: {type: 'Link', linkType: 'ContentType', id: typeId}},
      },
      fields: (body.fields ?? {}) as ExportEntity['fields'],
    };
    save(id, {draft, published: null});
    return draft;
  }

  async function entries(req: IncomingMessage, res: ServerResponse, url: URL, id: string | undefined, action: string | undefined) {
    const method = req.method ?? 'GET';
    if (id === undefined) {
      if (method === 'GET' || method === 'HEAD') {
        const content = await store.get('preview');
        const ctx: ViewContext = {content, mode: 'preview', spaceId, environmentId, locale: content.defaultLocale.code, assetOrigin: ''};
        const query = parseQuery(url.searchParams, 'Entry', content.contentTypes);
        const matched = applyQuery(
          content.data.entries.map((e) => viewEntry(e, ctx)),
          query,
        );
        const items = matched.slice(query.skip, query.skip + query.limit).map((item) => view(content.entries.get(item.sys.id)!));
        return send(req, res, 200, {sys: {type: 'Array'}, total: matched.length, skip: query.skip, limit: query.limit, items});
      }
      if (method === 'POST') return send(req, res, 201, view(await create(req, newId(), await jsonBody(req))));
      throw new ApiError(405, 'MethodNotAllowed', `${method} is not supported here`);
    }
    const state = await current(id);
    if (action === undefined) {
      if (method === 'GET' || method === 'HEAD') {
        if (!state.draft) throw notFound({type: 'Entry', id});
        return send(req, res, 200, view(state.draft));
      }
      if (method === 'PUT') {
        const body = await jsonBody(req);
        if (!state.draft) return send(req, res, 201, view(await create(req, id, body)));
        if (versionOf(req) !== (state.draft.sys.version ?? 1)) throw versionMismatch();
        const typeId = state.draft.sys.contentType?.sys.id ?? '';
        checkFields(state.content, typeId, body.fields ?? {}, false);
        const draft: ExportEntity = {
          metadata: body.metadata ?? state.draft.metadata ?? {tags: []},
          sys: {...state.draft.sys, version: (state.draft.sys.version ?? 1) + 1, updatedAt: new Date().toISOString()},
          fields: (body.fields ?? {}) as ExportEntity['fields'],
        };
        save(id, {draft, published: state.published});
        return send(req, res, 200, view(draft));
      }
      if (method === 'DELETE') {
        if (!state.draft) throw notFound({type: 'Entry', id});
        if (state.published) throw badRequest('Cannot delete a published entry: unpublish it first');
        save(id, {draft: null, published: null});
        notify('ContentManagement.Entry.delete', deleted(state.draft));
        return send(req, res, 204);
      }
      throw new ApiError(405, 'MethodNotAllowed', `${method} is not supported here`);
    }
    if (action !== 'published') throw notFound();
    if (!state.draft) throw notFound({type: 'Entry', id});
    const version = versionOf(req);
    if (method === 'PUT') {
      if (version !== (state.draft.sys.version ?? 1)) throw versionMismatch();
      checkFields(state.content, state.draft.sys.contentType?.sys.id ?? '', state.draft.fields, true);
      const now = new Date().toISOString();
      const sys = {
        ...state.draft.sys,
        version: version + 1,
        publishedVersion: version,
        publishedAt: now,
        firstPublishedAt: state.draft.sys.firstPublishedAt ?? now,
        publishedCounter: (state.draft.sys.publishedCounter ?? 0) + 1,
        updatedAt: now,
      };
      const published: ExportEntity = {...structuredClone(state.draft), sys};
      save(id, {draft: structuredClone(published), published});
      notify('ContentManagement.Entry.publish', view(published));
      return send(req, res, 200, view(published));
    }
    if (method === 'DELETE') {
      if (!state.published) throw badRequest('The entry is not published');
      if (version !== null && version !== (state.draft.sys.version ?? 1)) throw versionMismatch();
      const {publishedVersion: _v, publishedAt: _a, ...rest} = state.draft.sys;
      const draft: ExportEntity = {
        ...state.draft,
        sys: {...rest, version: (state.draft.sys.version ?? 1) + 1, updatedAt: new Date().toISOString()},
      };
      save(id, {draft, published: null});
      notify('ContentManagement.Entry.unpublish', deleted(state.draft));
      return send(req, res, 200, view(draft));
    }
    throw new ApiError(405, 'MethodNotAllowed', `${method} is not supported here`);
  }

  /** A content type as the management API shows it: the full sys, every field (omitted ones too). */
  function viewContentType(type: ExportContentType) {
    const {sys} = type;
    return {
      sys: {
        id: sys.id,
        type: 'ContentType',
        space: spaceLink(spaceId),
        environment: environmentLink(environmentId),
        createdAt: sys.createdAt,
        updatedAt: sys.updatedAt,
        version: sys.version ?? 1,
        ...(sys.publishedVersion === undefined
          ? {}
          : {
              publishedVersion: sys.publishedVersion,
              publishedAt: sys.publishedAt,
              firstPublishedAt: sys.firstPublishedAt ?? sys.publishedAt,
              publishedCounter: sys.publishedCounter ?? 1,
            }),
      },
      name: type.name,
      description: type.description ?? '',
      displayField: type.displayField,
      fields: type.fields.map((f) => ({
        id: f.id,
        name: f.name,
        type: f.type,
        ...(f.linkType ? {linkType: f.linkType} : {}),
        ...(f.items ? {items: f.items} : {}),
        localized: f.localized ?? false,
        required: f.required ?? false,
        validations: f.validations ?? [],
        disabled: f.disabled ?? false,
        omitted: f.omitted ?? false,
      })),
    };
  }

  /** The content model, read-only: every content type (or only the published ones), or one by id. */
  async function contentTypes(req: IncomingMessage, res: ServerResponse, url: URL, id: string | undefined, publishedOnly: boolean) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new ApiError(405, 'MethodNotAllowed', 'The content model is read-only here: edit content/export.json');
    }
    const content = await store.get('preview');
    const all = [...content.contentTypes.values()].filter((t) => !publishedOnly || t.sys.publishedVersion !== undefined);
    if (id !== undefined) {
      const type = all.find((t) => t.sys.id === id);
      if (!type) throw notFound({type: 'ContentType', id, environment: environmentId, space: spaceId});
      return send(req, res, 200, viewContentType(type));
    }
    const ids = url.searchParams.get('sys.id[in]')?.split(',');
    const matched = ids ? all.filter((t) => ids.includes(t.sys.id)) : all;
    const skip = pageNumber(url.searchParams.get('skip'), 0, 'skip');
    const limit = Math.min(pageNumber(url.searchParams.get('limit'), 100, 'limit'), 1000);
    const items = matched.slice(skip, skip + limit).map(viewContentType);
    return send(req, res, 200, {sys: {type: 'Array'}, total: matched.length, skip, limit, items});
  }

  /** Handles one management request; `rest` is the path after `/spaces/{space}`. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string[]) {
    if (rest.length === 0) {
      if (req.method !== 'GET') throw new ApiError(405, 'MethodNotAllowed', `${req.method} is not supported here`);
      return send(req, res, 200, {sys: {type: 'Space', id: spaceId, version: 1}, name: 'Oral Care Shop'});
    }
    if (rest[0] !== 'environments') throw notFound();
    if (rest[1] !== environmentId) throw notFound({type: 'Environment', id: rest[1] ?? ''});
    const [resource, id, action, ...extra] = rest.slice(2);
    if (resource === undefined) {
      return send(req, res, 200, {
        sys: {
          type: 'Environment',
          id: environmentId,
          version: 1,
          space: spaceLink(spaceId),
          status: {sys: {type: 'Link', linkType: 'Status', id: 'ready'}},
        },
        name: environmentId,
      });
    }
    if (resource === 'entries' && extra.length === 0) return entries(req, res, url, id, action);
    if (resource === 'content_types' && action === undefined) return contentTypes(req, res, url, id, false);
    // `/public/content_types[/{id}]`: the published versions.
    if (resource === 'public' && id === 'content_types' && extra.length === 0) return contentTypes(req, res, url, action, true);
    throw notFound();
  };
}

function pageNumber(raw: string | null, fallback: number, name: string): number {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw badRequest(`${name} must be a whole number of 0 or more`);
  return value;
}

async function jsonBody(req: IncomingMessage): Promise<{fields?: unknown; metadata?: ExportEntity['metadata']}> {
  const text = await readBody(req);
  if (!text) return {};
  try {
    const body = JSON.parse(text) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return body as {fields?: unknown; metadata?: ExportEntity['metadata']};
  } catch {
    throw badRequest('The body must be a JSON object');
  }
}
