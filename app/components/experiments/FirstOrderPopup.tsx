import {useCallback, useEffect, useRef, useState, type FormEvent} from 'react';
import {pushEvent} from '~/features/analytics/data-layer';
import {writeBrowserCookie} from '~/ui/client-store';
import {useFocusTrap} from '~/ui/focus-trap';
import {useBodyScrollLock} from '~/ui/scroll-lock';
import {POPUP_SEEN_COOKIE} from './popup-cookie';

/**
 * The first-order offer of experiment bchp ("show" variant), loaded only
 * when that variant applies. Dismissible (button, Escape, backdrop), shown
 * once, focus kept inside while open.
 */
export default function FirstOrderPopup() {
  const dialog = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<'form' | 'sending' | 'done'>('form');
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(dialog, open, close);
  useBodyScrollLock('first-order-popup', open);
  useEffect(() => writeBrowserCookie(POPUP_SEEN_COOKIE, '1', 60 * 60 * 24 * 365), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setState('sending');
    setError(null);
    try {
      const response = await fetch('/api/email-sign-up', {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({email}),
      });
      const body = (await response.json().catch(() => ({}))) as {error?: string};
      if (!response.ok) throw new Error(body.error ?? 'Sign-up failed. Please try again.');
      pushEvent('email_sign_up', {form_name: 'first_order_offer', method: 'popup'});
      setState('done');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-up failed. Please try again.');
      setState('form');
    }
  }

  if (!open) return null;
  return (
    <div className="offer-popup__backdrop" role="presentation" onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        className="offer-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby="offer-popup-title"
        ref={dialog}
        data-testid="first-order-popup"
      >
        <button type="button" className="offer-popup__close" onClick={close} aria-label="Close offer">
          ×
        </button>
        {state === 'done' ? (
          <>
            <h2 id="offer-popup-title">Check your inbox</h2>
            <p role="status">Your 10% welcome code is on its way. Enter it in your cart at checkout.</p>
            <button type="button" className="button button--primary" onClick={close}>
              Keep shopping
            </button>
          </>
        ) : (
          <>
            <h2 id="offer-popup-title">10% off your first order</h2>
            <p>Join our list for a welcome code, smile-friendly tips and early news of new flavours. No spam, unsubscribe any time.</p>
            <form onSubmit={onSubmit} noValidate={false}>
              <label htmlFor="offer-popup-email">Email address</label>
              <input id="offer-popup-email" name="email" type="email" autoComplete="email" required maxLength={254} />
              {error ? (
                <p className="offer-popup__error" role="alert">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="button button--primary" disabled={state === 'sending'}>
                {state === 'sending' ? 'Signing you up…' : 'Get my code'}
              </button>
            </form>
            <button type="button" className="offer-popup__decline" onClick={close}>
              No thanks
            </button>
          </>
        )}
      </div>
    </div>
  );
}
