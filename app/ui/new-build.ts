import {useEffect, useRef} from 'react';
import {useNavigation} from '@remix-run/react';
import {runningBuildVersion} from '~/framework/build-version';
import {reloadForNewBuild} from './deploy-reload';

/** The latest-build manifest: the worker answers it with the version of the build it runs. */
export const LATEST_BUILD_PATH = '/build/latest.json';
/** How often an open tab asks for it (and each time the tab becomes visible again). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/**
 * Whether the latest-build manifest names a build other than the one this
 * tab runs. Any other version counts (a rollback is as much a new build as a
 * deploy); an answer without a version, or a tab that cannot tell its own,
 * never does, so a bad answer cannot cause a reload.
 */
export function isNewBuild(running: string | null, manifest: unknown): boolean {
  if (!running || typeof manifest !== 'object' || manifest === null) return false;
  const latest = (manifest as {version?: unknown}).version;
  return typeof latest === 'string' && latest.length > 0 && latest !== running;
}

interface NavigationLike {
  state: 'idle' | 'loading' | 'submitting';
  formMethod?: string;
  location?: {pathname: string; search: string; hash: string};
}

/**
 * Where a navigation goes when it should be a full page load instead: a
 * link or a GET form, whose URL holds all the shopper chose or typed. A form
 * posted (an action) is left to the router: its answer (a refusal with the
 * values typed) exists only in this tab, and a page load would drop it.
 */
export function fullLoadTarget(navigation: NavigationLike): string | null {
  if (navigation.state !== 'loading' || !navigation.location) return null;
  if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return null;
  const {pathname, search, hash} = navigation.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Polls the latest-build manifest on an interval and whenever the tab
 * becomes visible (failures ignored: the next poll asks again). Once another
 * build is live, nothing happens at once, so nothing the shopper is typing is
 * lost; the next navigation is a full page load of where they were going,
 * which runs the new build (at most one such load per 10 s, deploy-reload.ts).
 */
export function useNewBuildReload(): void {
  const live = useRef(false);
  const navigation = useNavigation();
  useEffect(() => {
    let stopped = false;
    const check = () => {
      if (live.current || document.visibilityState !== 'visible') return;
      fetch(LATEST_BUILD_PATH, {cache: 'no-store', headers: {Accept: 'application/json'}})
        .then((response) => (response.ok ? response.json() : null))
        .then((manifest: unknown) => {
          if (!stopped && isNewBuild(runningBuildVersion(), manifest)) live.current = true;
        })
        .catch(() => {});
    };
    const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  const target = live.current ? fullLoadTarget(navigation as NavigationLike) : null;
  useEffect(() => {
    if (target) reloadForNewBuild(target);
  }, [target]);
}
