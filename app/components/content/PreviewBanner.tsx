import {useEffect} from 'react';
import {useLocation, useRevalidator} from '@remix-run/react';
import {previewExitHref} from '~/features/content/preview';

/** The CMS locale the shop reads. */
const LOCALE = 'en-US';

/**
 * Shown on every page while content preview (drafts) is on, with a way out. It also starts
 * Contentful's Live Preview: loaded here, in the preview-only chunk, so no shopper downloads it.
 * Inside Contentful's Live Preview pane a click on a tagged text opens its field, and each save
 * in the editor re-reads the page's drafts.
 */
export function PreviewBanner() {
  const location = useLocation();
  const {revalidate} = useRevalidator();
  // Only the path and query matter; the origin is a placeholder the exit link drops.
  const exitHref = previewExitHref(new URL(`${location.pathname}${location.search}`, 'http://shop.invalid'));

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    import('@contentful/live-preview')
      .then(async ({ContentfulLivePreview}) => {
        if (cancelled) return;
        await ContentfulLivePreview.init({locale: LOCALE, enableInspectorMode: true, enableLiveUpdates: true});
        document.documentElement.dataset.livePreview = 'ready';
        unsubscribe = ContentfulLivePreview.subscribe('save', {callback: () => revalidate()});
      })
      .catch((error: unknown) => console.warn('[preview] Live Preview did not start:', error));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [revalidate]);

  return (
    <div className="preview-banner" role="status" data-testid="preview-banner">
      <strong>Preview</strong>
      <span>You are seeing draft content that shoppers cannot see yet.</span>
      {/* A full page load so every loader re-reads published content. */}
      <a href={exitHref} data-testid="preview-exit">
        Exit preview
      </a>
    </div>
  );
}
