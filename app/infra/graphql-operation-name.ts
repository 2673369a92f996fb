/**
 * GraphQL request bodies with their `operationName`. Hydrogen's storefront client sends
 * `{query, variables}` only; with the name in the body, a store's API logs and monitoring can tell
 * the operations apart (one name per call: `FetchCart`, `UpdateCartLineItems`, …) without parsing
 * documents.
 */

/** The names of a document's operations, in order (an anonymous operation gives none). */
export function operationNames(document: string): string[] {
  // Comments and strings out (a default value or a description could hold a keyword); then an
  // operation keyword at the top level (the start, or after another definition's closing brace).
  const text = document.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*/g, '');
  const names: string[] = [];
  for (const match of text.matchAll(/(?:^|\})\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/g)) names.push(match[1]!);
  return names;
}

/**
 * The body with `operationName` added when it has none and its document names exactly one
 * operation; any other body (not JSON, no document, a name already given, several operations) is
 * returned unchanged.
 */
export function withOperationName(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  const request = parsed as {query?: unknown; operationName?: unknown};
  if (typeof request.query !== 'string' || request.operationName) return body;
  const names = operationNames(request.query);
  if (names.length !== 1) return body;
  return JSON.stringify({...request, operationName: names[0]});
}
