import {LATEST_BUILD_PATH} from '~/ui/new-build';

/**
 * The latest-build manifest: `{"version": …}` of the build this worker runs,
 * never cached (a tab polls it to learn of a deploy). Null for any other request.
 */
export function latestBuildAnswer(request: Request, buildVersion: string): Response | null {
  if (new URL(request.url).pathname !== LATEST_BUILD_PATH) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  return new Response(request.method === 'HEAD' ? null : JSON.stringify({version: buildVersion}), {
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}
