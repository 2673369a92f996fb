import {amountDueToday, type PricedCart} from '../storefront/cart/pricing.js';
import {dollars, esc, page} from './layout.js';
import type {CheckoutForm, FieldErrors} from './place-order.js';
import {US_STATES} from './states.js';

export function summary(priced: PricedCart, imageUrl: (name: string) => string): string {
  const rows = priced.lines
    .map((l) => {
      const image = l.product.images.find((i) => i.id === l.variant.imageId) ?? l.product.images[0];
      const variant = l.variant.title === 'Default Title' ? '' : `<br><span class="muted">${esc(l.variant.title)}</span>`;
      const plan = l.plan ? `<br><span class="muted">${esc(l.plan.plan.name)}</span>` : '';
      const discounts = l.allocations.map((a) => `<br><span class="muted">${esc(a.code)} (−${dollars(a.amount)})</span>`).join('');
      return `<tr class="line"><td>${image ? `<img src="${esc(imageUrl(image.name))}" alt="">` : ''}</td>
<td>${esc(l.product.title)} × ${l.line.quantity}${variant}${plan}${discounts}</td><td class="num">${dollars(l.total)}</td></tr>`;
    })
    .join('');
  const codes = priced.codes
    .map(
      (c) =>
        `<tr><td></td><td>Code ${esc(c.code)}${c.applicable ? '' : ' <span class="muted">(not applicable)</span>'}</td><td class="num"></td></tr>`,
    )
    .join('');
  return `<aside aria-labelledby="summary-title"><h2 id="summary-title">Order summary</h2><table>
${rows}
<tr><td></td><td>Subtotal</td><td class="num">${dollars(priced.subtotal)}</td></tr>
${priced.discountTotal ? `<tr><td></td><td>Discounts</td><td class="num">−${dollars(priced.discountTotal)}</td></tr>` : ''}
${codes}
<tr><td></td><td>Shipping${priced.freeShippingCode ? ` (${esc(priced.freeShippingCode)})` : ''}</td><td class="num">${priced.shipping ? dollars(priced.shipping) : 'Free'}</td></tr>
<tr><td></td><td>Taxes</td><td class="num">$0.00</td></tr>
<tr class="total"><td></td><td>Total</td><td class="num">USD ${dollars(priced.total + priced.shipping)}</td></tr>
${
  priced.deferred
    ? `<tr class="total" data-testid="due-today"><td></td><td>Due today</td><td class="num">USD ${dollars(amountDueToday(priced))}</td></tr>
<tr data-testid="due-later"><td></td><td>Due later</td><td class="num">${dollars(priced.deferred)}</td></tr>`
    : ''
}
</table></aside>`;
}

function field(form: CheckoutForm, errors: FieldErrors, name: keyof CheckoutForm, label: string, attrs = ''): string {
  const err = errors[name];
  const id = `f-${name}`;
  return `<div><label for="${id}">${esc(label)}</label><input id="${id}" name="${name}" value="${esc(form[name])}" ${attrs}${
    err ? ` aria-invalid="true" aria-describedby="${id}-err"` : ''
  }>${err ? `<p class="err" id="${id}-err">${esc(err)}</p>` : ''}</div>`;
}

/** The shop's cart, where "Back to cart" leads. */
export function cartUrl(storefrontUrl: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/cart`;
}

/**
 * A field's red error goes once the shopper changes that field, and the
 * summary at the top once no field is marked any more: an error left on a
 * fixed field reads as if the fix did not take. The server checks every
 * field again on the next submit; without JavaScript the errors stay until then.
 */
const CLEAR_FIXED_ERRORS = `<script>
document.querySelector('form').addEventListener('input', function (event) {
  var field = event.target;
  if (field.getAttribute('aria-invalid') !== 'true') return;
  field.removeAttribute('aria-invalid');
  var message = document.getElementById(field.id + '-err');
  if (message) message.hidden = true;
  field.removeAttribute('aria-describedby');
  var alert = document.querySelector('.alert');
  if (alert && !document.querySelector('[aria-invalid="true"]')) alert.hidden = true;
});
</script>`;

export function checkoutPage(
  token: string,
  form: CheckoutForm,
  errors: FieldErrors,
  priced: PricedCart,
  imageUrl: (name: string) => string,
  storefrontUrl: string,
): string {
  const provinceErr = errors.province;
  const states = US_STATES.map(
    ([name, code]) => `<option value="${code}"${form.province === code ? ' selected' : ''}>${esc(name)}</option>`,
  ).join('');
  const alert = Object.keys(errors).length
    ? `<div class="alert" role="alert">${esc(errors.form ?? 'Please fix the highlighted fields.')}</div>`
    : '';
  const body = `<section aria-labelledby="checkout-title"><a class="back" href="${esc(cartUrl(storefrontUrl))}" data-testid="back-to-cart">← Back to cart</a><h1 id="checkout-title">Checkout</h1>${alert}
<form method="post" action="/checkouts/c/${esc(token)}" novalidate>
<fieldset><legend>Contact</legend>${field(form, errors, 'email', 'Email', 'type="email" autocomplete="email" required')}</fieldset>
<fieldset><legend>Shipping address</legend>
<label for="f-country">Country</label><select id="f-country" name="country"><option value="US" selected>United States</option></select>
<div class="row">${field(form, errors, 'firstName', 'First name (optional)', 'autocomplete="given-name"')}${field(form, errors, 'lastName', 'Last name', 'autocomplete="family-name" required')}</div>
${field(form, errors, 'address1', 'Address', 'autocomplete="address-line1" required')}
${field(form, errors, 'address2', 'Apartment, suite, etc. (optional)', 'autocomplete="address-line2"')}
<div class="row3">${field(form, errors, 'city', 'City', 'autocomplete="address-level2" required')}
<div><label for="f-province">State</label><select id="f-province" name="province" autocomplete="address-level1" required${provinceErr ? ' aria-invalid="true" aria-describedby="f-province-err"' : ''}><option value="">Select</option>${states}</select>${provinceErr ? `<p class="err" id="f-province-err">${esc(provinceErr)}</p>` : ''}</div>
${field(form, errors, 'zip', 'ZIP code', 'autocomplete="postal-code" inputmode="numeric" required')}</div>
${field(form, errors, 'phone', 'Phone (optional)', 'type="tel" autocomplete="tel"')}
</fieldset>
<fieldset><legend>Payment</legend><p class="hint">Test mode: use card 4242 4242 4242 4242, any future expiry and any CVC.</p>
${field(form, errors, 'card', 'Card number', 'autocomplete="cc-number" inputmode="numeric" required')}
<div class="row">${field(form, errors, 'expiry', 'Expiration date (MM / YY)', 'autocomplete="cc-exp" required')}${field(form, errors, 'cvc', 'Security code', 'autocomplete="cc-csc" inputmode="numeric" required')}</div>
</fieldset>
<p class="hint" data-testid="charge-today">Your card is charged USD ${dollars(amountDueToday(priced))} today${
    priced.deferred ? `; the remaining ${dollars(priced.deferred)} is charged later` : ''
  }.</p>
<button type="submit">Place order</button>
</form>${Object.keys(errors).length ? CLEAR_FIXED_ERRORS : ''}</section>${summary(priced, imageUrl)}`;
  return page('Checkout', body, 'checkout', storefrontUrl);
}

export function messagePage(title: string, message: string, storefrontUrl: string): string {
  return page(
    title,
    `<section><h1>${esc(title)}</h1><p>${esc(message)}</p><p><a class="button" href="${esc(storefrontUrl)}">Continue shopping</a></p></section>`,
    '',
    storefrontUrl,
  );
}
