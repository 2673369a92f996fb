import {useNonce} from '@shopify/hydrogen';

/**
 * The nonce React renders into the page's own script tags: Hydrogen's
 * `useNonce` on the server; in the browser, which has no nonce context (it
 * was always undefined there), nothing, so the browser's JavaScript keeps no
 * part of Hydrogen for it.
 */
export const useRenderNonce: () => string | undefined = import.meta.env.SSR ? useNonce : () => undefined;

/**
 * The page's CSP nonce in the browser too: Hydrogen's `useNonce` has it
 * during server rendering only, so after hydration it is read from the
 * scripts the server rendered with it.
 */
export function usePageNonce(): string | undefined {
  const fromContext = useRenderNonce();
  if (fromContext || typeof document === 'undefined') return fromContext;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
