import {createRequire} from 'node:module';

/**
 * The UCP SDK's schemas (zod), for tests. Its ES module build imports its own files
 * without extensions, which Node refuses, so the CommonJS build is loaded instead.
 */
export const ucpSdk = createRequire(import.meta.url)('@ucp-js/sdk') as typeof import('@ucp-js/sdk');
