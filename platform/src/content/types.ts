/** Shapes of a Contentful space export (the format `contentful-export` writes and `contentful-import` reads). */

export interface Link<T extends string = string> {
  sys: {type: 'Link'; linkType: T; id: string};
}

export interface ExportSys {
  id: string;
  type: string;
  createdAt?: string;
  updatedAt?: string;
  version?: number;
  /** Present only when the entity is published; drafts have no publishedVersion. */
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter?: number;
  contentType?: Link<'ContentType'>;
  [key: string]: unknown;
}

/** Localised fields: `{fieldId: {locale: value}}`. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

export interface ExportEntity {
  sys: ExportSys;
  fields: LocalizedFields;
  metadata?: {tags: unknown[]};
}

export interface FieldItems {
  type: string;
  linkType?: string;
  validations?: Record<string, unknown>[];
}

export interface FieldDefinition {
  id: string;
  name: string;
  type: string;
  localized?: boolean;
  required?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  validations?: Record<string, unknown>[];
  linkType?: string;
  items?: FieldItems;
}

export interface ExportContentType {
  sys: ExportSys;
  name: string;
  description?: string;
  displayField: string;
  fields: FieldDefinition[];
}

export interface ExportLocale {
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
  optional?: boolean;
  contentDeliveryApi?: boolean;
  contentManagementApi?: boolean;
  sys: {id: string; type: 'Locale'; version?: number};
}

/** A content tag (`metadata.tags` links to it); only public tags are visible through the CDA. */
export interface ExportTag {
  name: string;
  sys: ExportSys & {type: 'Tag'; visibility: 'public' | 'private'};
}

export interface ContentExport {
  contentTypes: ExportContentType[];
  tags?: ExportTag[];
  entries: ExportEntity[];
  assets: ExportEntity[];
  locales: ExportLocale[];
  editorInterfaces?: unknown[];
}

/** Which API a request is served as: delivery (published only) or preview (drafts too). */
export type ApiMode = 'delivery' | 'preview';

/** An entry or asset as the CDA returns it. */
export interface CdaEntity {
  metadata?: {tags: unknown[]};
  sys: Record<string, unknown> & {id: string; type: string};
  fields: Record<string, unknown>;
}
