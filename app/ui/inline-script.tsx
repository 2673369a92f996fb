/**
 * A script that runs once, from the server's HTML. The browser's copy of the
 * component renders it empty: hydration keeps the server's text (React does
 * not patch inner HTML it hydrates), and its code stays out of the page's
 * JavaScript, where it would only be downloaded again. Call sites pass
 * `import.meta.env.SSR ? CODE : ''`, which the browser build folds to '' and
 * so drops CODE.
 */
export function InlineScript({nonce, code}: {nonce?: string; code: string}) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{__html: code}} />;
}
