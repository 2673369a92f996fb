/** A content entry with its links resolved (Contentful delivery API shape, flattened). */
export interface ContentEntry<F = Record<string, unknown>> {
  id: string;
  contentType: string;
  updatedAt?: string;
  fields: F;
}

/** HTML rendered on the server from a CMS field and made safe there (`markdownHtml`); the shape `dangerouslySetInnerHTML` takes. */
export interface SafeHtml {
  __html: string;
}

export interface ContentAsset {
  id: string;
  title: string;
  description: string;
  url: string;
  contentType: string;
  width?: number;
  height?: number;
}

export interface RawLink {
  sys: {type: 'Link'; linkType: 'Entry' | 'Asset'; id: string};
}

export interface RawEntity {
  sys: {id: string; type: 'Entry' | 'Asset'; updatedAt?: string; contentType?: {sys: {id: string}}};
  fields: Record<string, unknown>;
}

export interface RawCollection {
  sys: {type: 'Array'};
  total: number;
  skip: number;
  limit: number;
  items: RawEntity[];
  includes?: {Entry?: RawEntity[]; Asset?: RawEntity[]};
}

/** The query parameters of one content API request. */
export type ContentQuery = Record<string, string | number | boolean | undefined>;
