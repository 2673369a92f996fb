import type {LoadedContent} from './store.js';
import type {ApiMode, CdaEntity, ExportContentType, ExportEntity, ExportTag} from './types.js';

/** Everything needed to turn stored entities into API responses. */
export interface ViewContext {
  content: LoadedContent;
  mode: ApiMode;
  spaceId: string;
  environmentId: string;
  /** A locale code, or `*` for all locales (fields stay localised). */
  locale: string;
  /** `//host:port`, the protocol-relative origin asset URLs are built on. */
  assetOrigin: string;
}

export const isPublished = (entity: ExportEntity) => typeof entity.sys.publishedVersion === 'number';

export const isVisible = (entity: ExportEntity, mode: ApiMode) => mode === 'preview' || isPublished(entity);

const spaceLink = (id: string) => ({sys: {type: 'Link', linkType: 'Space', id}});
const environmentLink = (id: string) => ({sys: {id, type: 'Link', linkType: 'Environment'}});

function baseSys(entity: ExportEntity, ctx: ViewContext): CdaEntity['sys'] {
  const sys = entity.sys;
  const published = isPublished(entity);
  return {
    space: spaceLink(ctx.spaceId),
    id: sys.id,
    type: sys.type,
    createdAt: sys.firstPublishedAt ?? sys.createdAt,
    updatedAt: (ctx.mode === 'delivery' ? sys.publishedAt : undefined) ?? sys.updatedAt,
    environment: environmentLink(ctx.environmentId),
    revision: sys.publishedCounter ?? (published ? 1 : 0),
  };
}

/** Picks one locale's value with the locale's fallback chain, like the CDA. */
function localeValue(field: Record<string, unknown>, ctx: ViewContext): unknown {
  let code: string | null | undefined = ctx.locale;
  const seen = new Set<string>();
  while (code && !seen.has(code)) {
    seen.add(code);
    if (field[code] !== undefined) return field[code];
    code = ctx.content.data.locales.find((l) => l.code === code)?.fallbackCode;
  }
  return undefined;
}

function viewFields(entity: ExportEntity, ctx: ViewContext, type?: ExportContentType): Record<string, unknown> {
  const omitted = new Set(type?.fields.filter((f) => f.omitted).map((f) => f.id) ?? []);
  const out: Record<string, unknown> = {};
  for (const [id, field] of Object.entries(entity.fields ?? {})) {
    if (omitted.has(id) || !field || typeof field !== 'object') continue;
    if (ctx.locale === '*') {
      out[id] = field;
      continue;
    }
    const value = localeValue(field, ctx);
    if (value !== undefined) out[id] = value;
  }
  return out;
}

export function viewEntry(entity: ExportEntity, ctx: ViewContext): CdaEntity {
  const typeId = entity.sys.contentType?.sys.id ?? '';
  const sys = {
    ...baseSys(entity, ctx),
    contentType: {sys: {type: 'Link', linkType: 'ContentType', id: typeId}},
    ...(ctx.locale === '*' ? {} : {locale: ctx.locale}),
  };
  return {
    metadata: {tags: entity.metadata?.tags ?? []},
    sys,
    fields: viewFields(entity, ctx, ctx.content.contentTypes.get(typeId)),
  };
}

/** The public URL path of an asset's file: `/ctf-images/{space}/{assetId}/{fileName}`. */
export const assetPath = (spaceId: string, assetId: string, fileName: string) =>
  `/ctf-images/${encodeURIComponent(spaceId)}/${encodeURIComponent(assetId)}/${encodeURIComponent(fileName)}`;

function viewFile(file: unknown, assetId: string, ctx: ViewContext): unknown {
  if (!file || typeof file !== 'object') return file;
  const f = file as Record<string, unknown>;
  const fileName = typeof f.fileName === 'string' ? f.fileName : 'file';
  return {...f, url: `${ctx.assetOrigin}${assetPath(ctx.spaceId, assetId, fileName)}`};
}

export function viewAsset(entity: ExportEntity, ctx: ViewContext): CdaEntity {
  const fields = viewFields(entity, ctx);
  if (fields.file !== undefined) {
    fields.file =
      ctx.locale === '*'
        ? Object.fromEntries(
            Object.entries(fields.file as Record<string, unknown>).map(([code, f]) => [code, viewFile(f, entity.sys.id, ctx)]),
          )
        : viewFile(fields.file, entity.sys.id, ctx);
  }
  return {
    metadata: {tags: entity.metadata?.tags ?? []},
    sys: {...baseSys(entity, ctx), ...(ctx.locale === '*' ? {} : {locale: ctx.locale})},
    fields,
  };
}

export function viewContentType(type: ExportContentType, ctx: ViewContext): Record<string, unknown> {
  return {
    sys: {
      space: spaceLink(ctx.spaceId),
      id: type.sys.id,
      type: 'ContentType',
      createdAt: type.sys.createdAt,
      updatedAt: type.sys.updatedAt,
      environment: environmentLink(ctx.environmentId),
      revision: type.sys.publishedCounter ?? 1,
    },
    displayField: type.displayField,
    name: type.name,
    description: type.description ?? '',
    fields: type.fields
      .filter((f) => !f.omitted)
      .map((f) => ({
        id: f.id,
        name: f.name,
        type: f.type,
        ...(f.linkType ? {linkType: f.linkType} : {}),
        ...(f.items ? {items: f.items} : {}),
        localized: f.localized ?? false,
        required: f.required ?? false,
        ...(f.validations?.length ? {validations: f.validations} : {}),
        disabled: f.disabled ?? false,
        omitted: false,
      })),
  };
}

/** A tag as the CDA's `/tags` answers it. */
export function viewTag(tag: ExportTag, ctx: ViewContext) {
  const user = (id: unknown) => ({sys: {type: 'Link', linkType: 'User', id: typeof id === 'string' ? id : 'oralcare-content-team'}});
  return {
    name: tag.name,
    sys: {
      id: tag.sys.id,
      type: 'Tag',
      visibility: tag.sys.visibility,
      createdAt: tag.sys.createdAt,
      updatedAt: tag.sys.updatedAt,
      version: tag.sys.version ?? 1,
      createdBy: user((tag.sys.createdBy as {sys?: {id?: unknown}} | undefined)?.sys?.id),
      updatedBy: user((tag.sys.updatedBy as {sys?: {id?: unknown}} | undefined)?.sys?.id),
      space: spaceLink(ctx.spaceId),
      environment: environmentLink(ctx.environmentId),
    },
  };
}
