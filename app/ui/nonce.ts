import {useNonce} from '@shopify/hydrogen';

/**
 * The page's CSP nonce in the browser too: Hydrogen's `useNonce` has it
 * during server rendering only, so after hydration it is read from the
 * scripts the server rendered with it.
 */
export function usePageNonce(): string | undefined {
  const fromContext = useNonce();
  if (fromContext || typeof document === 'undefined') return fromContext;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
