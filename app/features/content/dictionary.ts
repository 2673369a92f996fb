import {CacheLong} from '@shopify/hydrogen';
import type {ContentClient} from '~/clients/content/client';

/** UI strings by key, loaded from content path lang/en. */
export type Dictionary = Record<string, string>;

export const DICTIONARY_PATH = 'lang/en';

/** The `lang/en` dictionary; an unreachable or broken entry gives an empty one (defaults apply). */
export async function loadDictionary(content: ContentClient, path = DICTIONARY_PATH): Promise<Dictionary> {
  try {
    const entry = await content.getEntryBy<{entries?: unknown}>('langDictionary', 'path', path, {cache: CacheLong()});
    return cleanDictionary(entry?.fields.entries);
  } catch (error) {
    console.error('[content] dictionary unavailable, using defaults:', error instanceof Response ? error.status : error);
    return {};
  }
}

/** Keeps only string values (a merchandiser's typo never breaks a button). */
export function cleanDictionary(value: unknown): Dictionary {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].trim() !== '',
    ),
  );
}

/**
 * Looks a key up with a default when it is missing; `{name}` placeholders
 * are filled from `vars` (unknown placeholders stay as written).
 */
export function translate(
  dictionary: Dictionary | undefined,
  key: string,
  fallback: string,
  vars: Record<string, string | number> = {},
): string {
  const template = dictionary?.[key] ?? fallback;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
