import {useRouteLoaderData} from '@remix-run/react';
import {translate, type Dictionary} from '~/features/content/dictionary';

/**
 * The language dictionary for components: `t('contact.submit', 'Send message')`.
 * Reads the root loader's `dictionary` (the content entry lang/en).
 */
export function useT() {
  const data = useRouteLoaderData('root') as {dictionary?: Dictionary} | undefined;
  const dictionary = data?.dictionary;
  return (key: string, fallback: string, vars?: Record<string, string | number>) => translate(dictionary, key, fallback, vars);
}
