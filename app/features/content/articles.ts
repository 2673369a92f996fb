import type {ContentAsset, ContentEntry} from '~/clients/content/types';
import {formatLongDateUtc} from '~/features/dates/long-date';
import {richTextView} from './rich-text';

export interface ArticleFields {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  heroImage?: ContentAsset | null;
  body?: unknown;
  author?: string;
  publishDate?: string;
  readingTimeMinutes?: number;
  relatedArticles?: Array<ContentEntry<ArticleFields>>;
  seoTitle?: string;
  seoDescription?: string;
}

export const ARTICLES_PER_PAGE = 4;

/** Article categories with their shopper-facing labels (the content model's `category` values). */
export const ARTICLE_CATEGORY_LABELS: Record<string, string> = {
  whitening: 'Whitening',
  brushing: 'Brushing',
  kids: 'Kids',
  'gum-health': 'Gum health',
  sensitivity: 'Sensitivity',
};

export const categoryLabel = (value: string) => ARTICLE_CATEGORY_LABELS[value] ?? value;

/** `?page=` as a positive integer; anything else is page 1, and null when it is not a number at all. */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === '') return 1;
  if (!/^\d{1,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

export function pageCount(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Average adult reading speed for instructional text. */
const WORDS_PER_MINUTE = 200;

/** Words of a rich-text document (text nodes only). */
export function countWords(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const n = node as {nodeType?: string; value?: unknown; content?: unknown[]};
  const own = n.nodeType === 'text' && typeof n.value === 'string' ? n.value.split(/\s+/).filter(Boolean).length : 0;
  return own + (Array.isArray(n.content) ? n.content.reduce<number>((sum, child) => sum + countWords(child), 0) : 0);
}

/** The article's reading time: the CMS value when set, else estimated from its text (at least 1 minute). */
export function readingMinutes(fields: Pick<ArticleFields, 'readingTimeMinutes' | 'body'>): number {
  const set = fields.readingTimeMinutes;
  if (typeof set === 'number' && Number.isInteger(set) && set > 0) return set;
  return Math.max(1, Math.round(countWords(fields.body) / WORDS_PER_MINUTE));
}

/** Dates in en-US long form. */
export function formatArticleDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return formatLongDateUtc(date);
}

/** What an article card reads (`ArticleCard`): a whole entry or its card view. */
export interface ArticleCardEntry {
  id: string;
  fields: Pick<ArticleFields, 'title' | 'slug' | 'excerpt' | 'category' | 'heroImage' | 'readingTimeMinutes' | 'body'>;
}

/** An article cut to its card: no body, the reading time worked out from it. */
export interface ArticleCardView extends ArticleCardEntry {
  fields: Pick<ArticleFields, 'title' | 'slug' | 'excerpt' | 'category' | 'heroImage'> & {readingTimeMinutes: number};
}

export function articleCardView(entry: ContentEntry<ArticleFields>): ArticleCardView {
  const {title, slug, excerpt, category, heroImage} = entry.fields;
  return {
    id: entry.id,
    fields: {title, slug, excerpt, category, heroImage: heroImage ?? null, readingTimeMinutes: readingMinutes(entry.fields)},
  };
}

/** The article page's data: the article without its linked entries, and the related ones as cards. */
export interface ArticlePageView {
  article: {id: string; fields: Omit<ArticleFields, 'relatedArticles'>};
  related: ArticleCardView[];
}

/**
 * An article page's CMS entries cut to what the page shows. The loader's data
 * is written into the HTML and decoded before hydration; the article's linked
 * entries came whole, each with its own body and linked articles, and made up
 * most of it.
 */
export function articlePageView(article: ContentEntry<ArticleFields>, sameCategory: Array<ContentEntry<ArticleFields>>): ArticlePageView {
  const {relatedArticles: _linked, ...fields} = article.fields;
  return {
    article: {id: article.id, fields: {...fields, body: richTextView(fields.body)}},
    related: relatedArticles(article, sameCategory).map(articleCardView),
  };
}

/** Related articles: the CMS list first (drafts and itself removed), topped up from the same category. */
export function relatedArticles(
  current: ContentEntry<ArticleFields>,
  sameCategory: Array<ContentEntry<ArticleFields>>,
  max = 3,
): Array<ContentEntry<ArticleFields>> {
  const seen = new Set([current.id]);
  const out: Array<ContentEntry<ArticleFields>> = [];
  for (const candidate of [...(current.fields.relatedArticles ?? []), ...sameCategory]) {
    if (!candidate?.fields?.slug || seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    out.push(candidate);
    if (out.length === max) break;
  }
  return out;
}
