import {esc, page} from '../checkout/layout.js';

/** The hosted login's card: narrow like Shopify's, whatever the window. */
const CARD = 'style="width:100%;max-width:440px;margin:0 auto"';

const alert = (message: string | null) => (message ? `<p class="alert" role="alert">${esc(message)}</p>` : '');

/** Step 1 of the hosted login: the e-mail address a one-time code is sent to. */
export function emailPage(action: string, email: string, error: string | null, home = '/'): string {
  return page(
    'Sign in',
    `<section ${CARD}><h1>Sign in</h1>${alert(error)}
<p class="muted">Enter your email and we'll send you a 6-digit code. No password needed; a new email creates your account.</p>
<form method="post" action="${esc(action)}" novalidate>
<input type="hidden" name="step" value="email">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${esc(email)}"${error ? ' aria-invalid="true"' : ''}>
<p><button type="submit">Continue</button></p>
</form>
<form method="post" action="${esc(action)}"><input type="hidden" name="step" value="cancel"><button type="submit" class="link" style="background:none;color:#475569;padding:0;font-weight:400;text-decoration:underline">Back to the shop</button></form>
</section>`,
    '',
    home,
  );
}

/** Step 2: the code from the outbox. */
export function codePage(action: string, login: string, email: string, error: string | null, home = '/'): string {
  return page(
    'Enter your code',
    `<section ${CARD}><h1>Enter your code</h1>${alert(error)}
<p class="muted">We sent a 6-digit code to <strong>${esc(email)}</strong>.</p>
<form method="post" action="${esc(action)}" novalidate>
<input type="hidden" name="step" value="code"><input type="hidden" name="login" value="${esc(login)}">
<label for="code">Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${error ? ' aria-invalid="true"' : ''}>
<p><button type="submit">Sign in</button></p>
</form></section>`,
    '',
    home,
  );
}

export function errorPage(error: string, description: string): string {
  return page(
    'Sign-in error',
    `<section><h1>Sign-in error</h1><p class="alert" role="alert"><code>${esc(error)}</code>: ${esc(description)}</p></section>`,
  );
}

export function signedOutPage(shop: string): string {
  return page(
    'Signed out',
    `<section><h1>You're signed out</h1><p><a class="button" href="${esc(shop)}">Back to the shop</a></p></section>`,
    '',
    shop,
  );
}
