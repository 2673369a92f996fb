import type {ContentClient} from '~/clients/content/client';

/** CMS sections around the purchase box of a fixed product page (content type `productLanding`). */
export interface ProductLanding {
  eyebrow?: string;
  headline: string;
  intro: string;
  benefits: Array<{title: string; text: string}>;
  howToTitle?: string;
  howToSteps: string[];
  faqs: Array<{question: string; answer: string}>;
}

type Fields = Partial<ProductLanding> & {handle?: string; benefits?: unknown; faqs?: unknown};

const pairs = <K extends string>(value: unknown, a: K, b: K): Array<Record<K, string>> =>
  Array.isArray(value)
    ? value.filter((item): item is Record<K, string> => {
        const record = item as Record<string, unknown> | null;
        return typeof record?.[a] === 'string' && typeof record?.[b] === 'string';
      })
    : [];

export function toProductLanding(fields: Fields): ProductLanding | null {
  if (!fields.headline) return null;
  return {
    eyebrow: fields.eyebrow,
    headline: fields.headline,
    intro: fields.intro ?? '',
    benefits: pairs(fields.benefits, 'title', 'text'),
    howToTitle: fields.howToTitle,
    howToSteps: (fields.howToSteps ?? []).filter((s): s is string => typeof s === 'string'),
    faqs: pairs(fields.faqs, 'question', 'answer'),
  };
}

/** The landing sections for a product handle; null when there are none or the CMS cannot answer (they are optional). */
export async function findProductLanding(content: ContentClient, handle: string): Promise<ProductLanding | null> {
  try {
    const entry = await content.getEntryBy<Fields>('productLanding', 'handle', handle, {});
    return entry ? toProductLanding(entry.fields) : null;
  } catch {
    return null;
  }
}

/** Handles listed in a product's `custom.recommended` metafield (a JSON list). */
export function recommendedHandles(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string' && /^[a-z0-9][a-z0-9-]{0,99}$/.test(h)) : [];
  } catch {
    return [];
  }
}
