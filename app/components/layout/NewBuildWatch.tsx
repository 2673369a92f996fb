import {useNewBuildReload} from '~/ui/new-build';

/** Renders nothing: after a deploy, the next navigation loads the new build in full (ui/new-build.ts). */
export function NewBuildWatch() {
  useNewBuildReload();
  return null;
}
