import {useRouteLoaderData} from '@remix-run/react';

/** The CMS locale the shop reads (one locale). */
const LOCALE = 'en-US';

type FieldTags = Partial<Record<`data-contentful-${string}`, string>>;

/**
 * Contentful Live Preview's field tags for a text taken from a CMS entry: in preview, a click on
 * the text opens that field in the editor. Shoppers get no attributes (nothing to send, nothing
 * about the CMS in their HTML).
 */
export function useFieldTags(): (entryId: string | undefined, fieldId: string) => FieldTags {
  const preview = Boolean((useRouteLoaderData('root') as {preview?: boolean} | undefined)?.preview);
  return (entryId, fieldId): FieldTags =>
    preview && entryId ? {'data-contentful-entry-id': entryId, 'data-contentful-field-id': fieldId, 'data-contentful-locale': LOCALE} : {};
}
