import type {HeroFields} from '~/features/home/types';
import type {ContentAsset, ContentEntry, SafeHtml} from '~/clients/content/types';

export interface MediaTextFields {
  title: string;
  /** Markdown in the CMS, HTML here (rendered by the loader). */
  body: SafeHtml;
  image?: ContentAsset | null;
  imagePosition?: 'left' | 'right';
  ctaLabel?: string;
  ctaLink?: string;
}
export interface FeatureGridFields {
  title: string;
  intro?: string;
  features: Array<{title: string; body: string}>;
}
export interface FaqFields {
  title: string;
  /** `answer`: Markdown in the CMS, HTML here (rendered by the loader). */
  items: Array<{question: string; answer: SafeHtml}>;
}
export interface VideoFields {
  title: string;
  videoUrl: string;
  poster?: ContentAsset | null;
  caption: string;
  transcript?: string;
}
export interface ProductGridFields {
  title: string;
  intro?: string;
  productHandles: string[];
}

export type Section =
  | {kind: 'hero'; id: string; fields: HeroFields}
  | {kind: 'mediaText'; id: string; fields: MediaTextFields}
  | {kind: 'featureGrid'; id: string; fields: FeatureGridFields}
  | {kind: 'faq'; id: string; fields: FaqFields}
  | {kind: 'video'; id: string; fields: VideoFields}
  | {kind: 'productGrid'; id: string; fields: ProductGridFields};

const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const list = <T>(v: unknown, ok: (item: unknown) => item is T): T[] => (Array.isArray(v) ? v.filter(ok) : []);
const isPair =
  (a: string, b: string) =>
  (item: unknown): item is Record<string, string> =>
    typeof item === 'object' && item !== null && str((item as Record<string, unknown>)[a]) && str((item as Record<string, unknown>)[b]);

/**
 * Turns a landing page's section entries into typed sections. A section
 * with missing required fields is left out and logged: a broken entry never
 * takes the page down. Markdown fields go through `markdown` (the server's
 * `markdownHtml`), so the page gets HTML and no Markdown parser.
 */
export function toSections(
  entries: Array<ContentEntry<Record<string, unknown>>> | undefined,
  markdown: (source: string) => SafeHtml,
): Section[] {
  const out: Section[] = [];
  for (const entry of entries ?? []) {
    const f = entry.fields ?? {};
    const id = entry.id;
    let section: Section | null = null;
    switch (entry.contentType) {
      case 'hero':
        if (str(f.title)) section = {kind: 'hero', id, fields: f as unknown as HeroFields};
        break;
      case 'sectionMediaText':
        if (str(f.title) && str(f.body))
          section = {kind: 'mediaText', id, fields: {...(f as unknown as MediaTextFields), body: markdown(f.body)}};
        break;
      case 'sectionFeatureGrid': {
        const features = list(f.features, isPair('title', 'body'));
        if (str(f.title) && features.length) {
          section = {
            kind: 'featureGrid',
            id,
            fields: {title: f.title, intro: str(f.intro) ? f.intro : undefined, features: features as FeatureGridFields['features']},
          };
        }
        break;
      }
      case 'sectionFaq': {
        const items = list(f.items, isPair('question', 'answer'));
        if (str(f.title) && items.length) {
          section = {
            kind: 'faq',
            id,
            fields: {title: f.title, items: items.map((item) => ({question: item.question!, answer: markdown(item.answer!)}))},
          };
        }
        break;
      }
      case 'sectionVideo':
        if (str(f.title) && str(f.videoUrl) && /^(\/(?![/\\])|https:\/\/)/.test(f.videoUrl)) {
          section = {kind: 'video', id, fields: f as unknown as VideoFields};
        }
        break;
      case 'sectionProductGrid': {
        const handles = list(f.productHandles, str);
        if (str(f.title) && handles.length) {
          section = {kind: 'productGrid', id, fields: {title: f.title, intro: str(f.intro) ? f.intro : undefined, productHandles: handles}};
        }
        break;
      }
    }
    if (section) out.push(section);
    else console.error(`[content] section ${id} (${entry.contentType}) left out: missing or invalid fields`);
  }
  return out;
}

/** Product handles of every product grid (fetched in one catalog query). */
export function sectionProductHandles(sections: Section[]): string[] {
  return [...new Set(sections.flatMap((s) => (s.kind === 'productGrid' ? s.fields.productHandles : [])))];
}

/** Video progress milestones (percent) reported once each as video_progress. */
export const VIDEO_MILESTONES = [25, 50, 75] as const;

/** The milestones newly passed at `currentTime`, given the ones already sent. */
export function passedMilestones(currentTime: number, duration: number, sent: ReadonlySet<number>): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  const percent = (currentTime / duration) * 100;
  return VIDEO_MILESTONES.filter((m) => percent >= m && !sent.has(m));
}
