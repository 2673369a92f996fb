import {useLocation} from '@remix-run/react';
import {PREVIEW_PARAM, PREVIEW_EXIT_VALUE} from '~/features/content/preview';

/** Shown on every page while content preview (drafts) is on, with a way out. */
export function PreviewBanner() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(PREVIEW_PARAM, PREVIEW_EXIT_VALUE);
  return (
    <div className="preview-banner" role="status" data-testid="preview-banner">
      <strong>Preview</strong>
      <span>You are seeing draft content that shoppers cannot see yet.</span>
      {/* A full page load so every loader re-reads published content. */}
      <a href={`${location.pathname}?${params.toString()}`} data-testid="preview-exit">
        Exit preview
      </a>
    </div>
  );
}
