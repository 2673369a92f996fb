// Oxygen entry: the Remix server build wrapped in the shop's request handler.
// @ts-expect-error virtual module provided by the Remix Vite plugin at build time
import * as remixBuild from 'virtual:remix/server-build';
import {createFetchHandler} from '~/lib/fetch-handler';

export default {
  fetch: createFetchHandler(remixBuild),
};
