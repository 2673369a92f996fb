/**
 * Validates a Contentful export against its own content types: required
 * fields, field types, `in`/`regexp`/`size`/`range`/`unique` validations,
 * link targets that exist (and have an allowed content type), well-formed
 * rich text (embedded entries and assets that exist) and image assets whose
 * files are present. Used by `content/src/check.ts` and the unit tests.
 */

/** One entry of a field's `validations`, in the shapes Contentful uses; other keys are ignored. */
interface Validation {
  in?: unknown[];
  regexp?: {pattern: string; flags?: string | null};
  size?: {min?: number; max?: number};
  range?: {min?: number; max?: number};
  linkContentType?: string[];
  nodes?: Record<string, Validation[]>;
  unique?: boolean;
  message?: string;
  [key: string]: unknown;
}
interface FieldDef {
  id: string;
  type: string;
  required: boolean;
  validations?: Validation[];
  linkType?: string;
  items?: {type: string; linkType?: string; validations?: Validation[]};
  disabled?: boolean;
  omitted?: boolean;
}
interface ContentTypeDef {
  sys: {id: string};
  fields: FieldDef[];
}
interface Entity {
  sys: {id: string; type: string; contentType?: {sys: {id: string}}; publishedVersion?: number};
  fields: Record<string, Record<string, unknown>>;
  metadata?: {tags?: unknown[]};
}
interface EditorInterfaceDef {
  sys: {contentType?: {sys: {id: string}}};
  controls?: Array<{fieldId: string; widgetId: string; widgetNamespace?: string; settings?: Record<string, unknown>}>;
}
export interface ContentExport {
  contentTypes: ContentTypeDef[];
  editorInterfaces?: EditorInterfaceDef[];
  tags?: Array<{name: string; sys: {id: string}}>;
  entries: Entity[];
  assets: Entity[];
  locales: Array<{code: string; default?: boolean}>;
}

export interface CheckOptions {
  /** True when an asset file referenced by the export exists (e.g. content/assets/<file>). */
  assetFileExists: (url: string) => boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLink = (v: unknown, linkType?: string): v is {sys: {type: 'Link'; linkType: string; id: string}} =>
  isObject(v) && isObject(v.sys) && v.sys.type === 'Link' && typeof v.sys.id === 'string' && (!linkType || v.sys.linkType === linkType);

export function checkExport(data: ContentExport, options: CheckOptions): string[] {
  const problems: string[] = [];
  const locale = data.locales?.find((l) => l.default)?.code ?? 'en-US';
  const types = new Map((data.contentTypes ?? []).map((t) => [t.sys.id, t]));
  const entries = new Map((data.entries ?? []).map((e) => [e.sys.id, e]));
  const assets = new Map((data.assets ?? []).map((a) => [a.sys.id, a]));
  const uniques = new Map<string, Map<unknown, string>>();

  // Assets: a file with a URL, an image content type and its file present.
  for (const asset of data.assets ?? []) {
    const file = asset.fields.file?.[locale] as {url?: string; contentType?: string} | undefined;
    const where = `asset ${asset.sys.id}`;
    if (!file?.url) problems.push(`${where}: no file`);
    else if (!options.assetFileExists(file.url)) problems.push(`${where}: file ${file.url} is missing`);
    if (file?.contentType && !file.contentType.startsWith('image/')) problems.push(`${where}: not an image (${file.contentType})`);
    if (!asset.fields.title?.[locale]) problems.push(`${where}: no title`);
  }

  const checkLink = (where: string, value: unknown, linkType: string | undefined, validations: Validation[] = []) => {
    if (!isLink(value, linkType)) return problems.push(`${where}: not a ${linkType ?? ''} link`);
    if (value.sys.linkType === 'Asset') {
      if (!assets.has(value.sys.id)) problems.push(`${where}: asset ${value.sys.id} does not exist`);
      return;
    }
    const target = entries.get(value.sys.id);
    if (!target) return problems.push(`${where}: entry ${value.sys.id} does not exist`);
    const allowed = validations.find((v) => v.linkContentType)?.linkContentType as string[] | undefined;
    const targetType = target.sys.contentType?.sys.id ?? '';
    if (allowed && !allowed.includes(targetType)) problems.push(`${where}: links to a ${targetType}, allowed: ${allowed.join(', ')}`);
  };

  const checkRichText = (where: string, doc: unknown, validations: Validation[] = []) => {
    const nodeRules = (validations.find((v) => v.nodes)?.nodes ?? {}) as Record<string, Validation[]>;
    const visit = (node: unknown, path: string) => {
      if (!isObject(node) || typeof node.nodeType !== 'string') return problems.push(`${where}${path}: malformed node`);
      if (!isObject(node.data)) problems.push(`${where}${path}: ${node.nodeType} has no data`);
      if (node.nodeType === 'text') {
        if (typeof node.value !== 'string') problems.push(`${where}${path}: text without a value`);
        return;
      }
      if (!Array.isArray(node.content)) return problems.push(`${where}${path}: ${node.nodeType} has no content`);
      const target = isObject(node.data) ? node.data.target : undefined;
      if (node.nodeType === 'hyperlink' && typeof (node.data as Record<string, unknown>)?.uri !== 'string') {
        problems.push(`${where}${path}: hyperlink without a uri`);
      }
      if (['embedded-entry-block', 'embedded-entry-inline', 'entry-hyperlink'].includes(node.nodeType)) {
        checkLink(`${where}${path}`, target, 'Entry', nodeRules[node.nodeType]);
      }
      if (['embedded-asset-block', 'asset-hyperlink'].includes(node.nodeType)) checkLink(`${where}${path}`, target, 'Asset');
      node.content.forEach((child, i) => visit(child, `${path}.${i}`));
    };
    if (!isObject(doc) || doc.nodeType !== 'document') return problems.push(`${where}: rich text is not a document`);
    visit(doc, '');
  };

  const checkValue = (where: string, field: FieldDef, value: unknown, validations: Validation[]) => {
    switch (field.type) {
      case 'Symbol':
      case 'Text':
        if (typeof value !== 'string') return problems.push(`${where}: expected text`);
        if (field.type === 'Symbol' && value.length > 256) problems.push(`${where}: longer than 256 characters`);
        break;
      case 'Integer':
        if (!Number.isInteger(value)) return problems.push(`${where}: expected a whole number`);
        break;
      case 'Number':
        if (typeof value !== 'number' || !Number.isFinite(value)) return problems.push(`${where}: expected a number`);
        break;
      case 'Boolean':
        if (typeof value !== 'boolean') return problems.push(`${where}: expected true or false`);
        break;
      case 'Date':
        if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return problems.push(`${where}: expected a date`);
        break;
      case 'Object':
        if (typeof value !== 'object' || value === null) return problems.push(`${where}: expected an object`);
        break;
      case 'RichText':
        return checkRichText(where, value, validations);
      case 'Link':
        return checkLink(where, value, field.linkType, validations);
    }
    for (const v of validations) {
      if (v.in && !v.in.includes(value)) problems.push(`${where}: ${JSON.stringify(value)} is not one of ${v.in.join(', ')}`);
      if (v.regexp && typeof value === 'string' && !new RegExp(v.regexp.pattern, v.regexp.flags ?? '').test(value)) {
        problems.push(`${where}: ${v.message ?? `does not match ${v.regexp.pattern}`}`);
      }
      if (v.size && typeof value === 'string') {
        if (v.size.max !== undefined && value.length > v.size.max) problems.push(`${where}: longer than ${v.size.max} characters`);
        if (v.size.min !== undefined && value.length < v.size.min) problems.push(`${where}: shorter than ${v.size.min} characters`);
      }
      if (v.range && typeof value === 'number') {
        if (v.range.max !== undefined && value > v.range.max) problems.push(`${where}: above ${v.range.max}`);
        if (v.range.min !== undefined && value < v.range.min) problems.push(`${where}: below ${v.range.min}`);
      }
    }
  };

  for (const entry of data.entries ?? []) {
    const typeId = entry.sys.contentType?.sys.id ?? '';
    const type = types.get(typeId);
    const where = `entry ${entry.sys.id}`;
    if (!type) {
      problems.push(`${where}: unknown content type ${typeId || '(none)'}`);
      continue;
    }
    const known = new Set(type.fields.map((f) => f.id));
    for (const name of Object.keys(entry.fields ?? {})) {
      if (!known.has(name)) problems.push(`${where}: field ${name} is not in content type ${typeId}`);
    }
    for (const field of type.fields) {
      if (field.disabled || field.omitted) continue;
      const value = entry.fields?.[field.id]?.[locale];
      const at = `${where} (${typeId}).${field.id}`;
      const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
      if (empty) {
        if (field.required) problems.push(`${at}: required`);
        continue;
      }
      const validations = field.validations ?? [];
      if (validations.some((v) => v.unique)) {
        const key = `${typeId}.${field.id}`;
        const seen = uniques.get(key) ?? new Map<unknown, string>();
        uniques.set(key, seen);
        if (seen.has(value)) problems.push(`${at}: ${JSON.stringify(value)} is also used by ${seen.get(value)}`);
        else seen.set(value, entry.sys.id);
      }
      if (field.type === 'Array') {
        if (!Array.isArray(value)) {
          problems.push(`${at}: expected a list`);
          continue;
        }
        const itemField = {id: field.id, type: field.items?.type ?? 'Symbol', required: true, linkType: field.items?.linkType};
        value.forEach((item, i) => checkValue(`${at}[${i}]`, itemField, item, field.items?.validations ?? []));
      } else {
        checkValue(at, field, value, validations);
      }
    }
  }
  checkEditorInterfaces(data, problems);
  checkTags(data, problems);
  return problems;
}

/** Built-in Contentful widgets that can edit a field of each type (`Array<Link>` and `Array<Symbol>` apart). */
const WIDGETS: Record<string, string[]> = {
  Symbol: ['singleLine', 'dropdown', 'radio', 'slugEditor', 'urlEditor', 'listInput'],
  Text: ['multipleLine', 'markdown', 'singleLine'],
  Integer: ['numberEditor', 'dropdown', 'radio', 'rating'],
  Number: ['numberEditor', 'dropdown', 'radio', 'rating'],
  Boolean: ['boolean'],
  Date: ['datePicker'],
  Object: ['objectEditor'],
  RichText: ['richTextEditor'],
  'Link:Entry': ['entryLinkEditor', 'entryCardEditor'],
  'Link:Asset': ['assetLinkEditor', 'assetGalleryEditor'],
  'Array:Entry': ['entryLinksEditor', 'entryCardsEditor'],
  'Array:Asset': ['assetLinksEditor', 'assetGalleryEditor'],
  'Array:Symbol': ['tagEditor', 'listInput', 'checkbox'],
};

const widgetKey = (f: FieldDef) =>
  f.type === 'Link'
    ? `Link:${f.linkType}`
    : f.type === 'Array'
      ? `Array:${f.items?.type === 'Link' ? f.items.linkType : f.items?.type}`
      : f.type;

/** One editor interface per content type, a control per field with a widget that can edit the field's type. */
function checkEditorInterfaces(data: ContentExport, problems: string[]) {
  const byType = new Map((data.editorInterfaces ?? []).map((e) => [e.sys.contentType?.sys.id ?? '', e]));
  for (const type of data.contentTypes ?? []) {
    const ei = byType.get(type.sys.id);
    if (!ei) {
      problems.push(`content type ${type.sys.id}: no editor interface`);
      continue;
    }
    for (const field of type.fields) {
      const control = ei.controls?.find((c) => c.fieldId === field.id);
      const where = `editor interface ${type.sys.id}.${field.id}`;
      if (!control) {
        problems.push(`${where}: no control`);
        continue;
      }
      const allowed = WIDGETS[widgetKey(field)] ?? [];
      if (control.widgetNamespace === 'builtin' && !allowed.includes(control.widgetId)) {
        problems.push(`${where}: widget ${control.widgetId} cannot edit a ${widgetKey(field)} field`);
      }
      if (control.widgetId === 'dropdown' && !field.validations?.some((v) => v.in))
        problems.push(`${where}: dropdown without an "in" validation`);
      const tracking = control.settings?.trackingFieldId;
      if (tracking !== undefined && !type.fields.some((f) => f.id === tracking))
        problems.push(`${where}: slug tracks unknown field ${String(tracking)}`);
    }
    for (const control of ei.controls ?? []) {
      if (!type.fields.some((f) => f.id === control.fieldId))
        problems.push(`editor interface ${type.sys.id}: control for unknown field ${control.fieldId}`);
    }
  }
  for (const id of byType.keys())
    if (!(data.contentTypes ?? []).some((t) => t.sys.id === id)) problems.push(`editor interface for unknown content type ${id}`);
}

/** Tag links on entries and assets name a tag the export defines. */
function checkTags(data: ContentExport, problems: string[]) {
  const tags = new Set((data.tags ?? []).map((t) => t.sys.id));
  for (const entity of [...(data.entries ?? []), ...(data.assets ?? [])]) {
    for (const tag of entity.metadata?.tags ?? []) {
      const id = isObject(tag) && isObject(tag.sys) ? tag.sys.id : undefined;
      if (typeof id !== 'string' || !tags.has(id))
        problems.push(`${entity.sys.type.toLowerCase()} ${entity.sys.id}: unknown tag ${String(id)}`);
    }
  }
}
