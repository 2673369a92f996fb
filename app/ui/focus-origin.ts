/**
 * The element that last took focus. A button that submits is disabled while
 * it waits (and so loses focus to the body) before the dialog its answer opens
 * appears: the dialog gives focus back to it, not to the body.
 */
let lastFocused: HTMLElement | null = null;
let following = false;

/**
 * Starts following focus (once). Called where a page starts, not where a
 * dialog's code loads: that code may arrive after the focus it needs has moved.
 */
export function followFocus(): void {
  if (following || typeof document === 'undefined') return;
  following = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** The element with focus, or the one that had it last (still on the page). */
export function focusOrigin(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  if (active && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}
