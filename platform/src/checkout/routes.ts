import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from '../context.js';
import {parseForm, readBody, redirect, sendHtml} from '../http.js';
import {getMeta} from '../store/db.js';
import type {OrderRow} from '../store/orders.js';
import {priceCart} from '../storefront/cart/pricing.js';
import {orderStatusUrl} from '../storefront/views/order.js';
import {imageUrl} from '../storefront/views/common.js';
import {dollars, esc, page} from './layout.js';
import {checkoutPage, messagePage} from './pages.js';
import {placeOrder, type CheckoutForm} from './place-order.js';
import {provinceCode} from './states.js';

const CHECKOUT = /^\/checkouts\/c\/([A-Za-z0-9_-]{8,64})(\/thank-you)?\/?$/;
const CART_LINK = /^\/cart\/c\/([A-Za-z0-9_-]{8,64})\/?$/;
const STATUS = /^\/orders\/(\d+)\/status\/?$/;
/**
 * Headers of every hosted-checkout answer: the card form is never framed by
 * another site (clickjacking) and no answer is sniffed into another type.
 */
export const CHECKOUT_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const FIELDS: Array<keyof CheckoutForm> = [
  'email',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'phone',
  'card',
  'expiry',
  'cvc',
];

function orderDetails(order: OrderRow): string {
  const d = order.doc;
  const rows = d.lines
    .map((l) => `<tr><td>${esc(l.title)} × ${l.quantity}</td><td class="num">${dollars(l.discountedTotal)}</td></tr>`)
    .join('');
  const a = d.shippingAddress;
  const address = a
    ? [
        [a.firstName, a.lastName].filter(Boolean).join(' '),
        a.address1,
        a.address2,
        `${a.city}, ${provinceCode(a.province) ?? a.province ?? ''} ${a.zip}`,
      ]
        .filter(Boolean)
        .map((x) => esc(String(x)))
        .join('<br>')
    : '';
  return `<table>${rows}
<tr><td>Shipping</td><td class="num">${d.shipping - d.shippingDiscount ? dollars(d.shipping - d.shippingDiscount) : 'Free'}</td></tr>
<tr class="total"><td>Total</td><td class="num">USD ${dollars(d.total)}</td></tr>${
    d.charged != null && d.charged !== d.total
      ? `<tr data-testid="charged"><td>Charged today</td><td class="num">USD ${dollars(d.charged)}</td></tr>
<tr><td>Due later</td><td class="num">${dollars(d.total - d.charged)}</td></tr>`
      : ''
  }</table>
<p class="muted">Payment: ${esc(d.financialStatus.toLowerCase())} · Fulfillment: ${esc(d.fulfillmentStatus.toLowerCase().replace(/_/g, ' '))}${d.canceledAt ? ' · Canceled' : ''}</p>
${address ? `<h2>Shipping to</h2><p>${address}</p>` : ''}`;
}

export function createCheckoutRoutes(ctx: PlatformContext) {
  const img = (name: string) => imageUrl(ctx, name, {maxWidth: 112, maxHeight: 112, crop: 'CENTER'});
  const gone = (res: ServerResponse) =>
    sendHtml(
      res,
      404,
      messagePage('This checkout is not available', 'Your cart is empty, has expired or was already checked out.', ctx.storefrontUrl),
    );

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if ([CART_LINK, STATUS, CHECKOUT].some((route) => route.test(url.pathname))) {
      for (const [name, value] of Object.entries(CHECKOUT_SECURITY_HEADERS)) res.setHeader(name, value);
    }
    const cartLink = CART_LINK.exec(url.pathname);
    if (cartLink && req.method === 'GET') {
      redirect(res, `/checkouts/c/${cartLink[1]}${url.search}`, 302);
      return true;
    }
    const status = STATUS.exec(url.pathname);
    if (status && req.method === 'GET') {
      const order = ctx.orders.byId(Number(status[1]));
      if (!order || order.key !== url.searchParams.get('key')) {
        sendHtml(res, 404, messagePage('Order not found', 'We could not find that order.', ctx.storefrontUrl));
      } else {
        sendHtml(
          res,
          200,
          page(
            `Order #${order.number}`,
            `<section><h1>Order #${order.number}</h1><p class="muted">Placed ${esc(new Date(order.processed_at).toLocaleString('en-US', {dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC'}))} UTC</p>${orderDetails(order)}<p><a class="button" href="${esc(ctx.storefrontUrl)}">Continue shopping</a></p></section>`,
            '',
            ctx.storefrontUrl,
          ),
        );
      }
      return true;
    }
    const m = CHECKOUT.exec(url.pathname);
    if (!m) return false;
    const token = m[1]!;
    if (m[2]) {
      const orderId = getMeta(ctx.db, `checkout_order:${token}`);
      const order = orderId ? ctx.orders.byId(Number(orderId)) : undefined;
      if (!order) return (gone(res), true);
      const statusUrl = orderStatusUrl(ctx, order);
      sendHtml(
        res,
        200,
        page(
          'Thank you',
          `<section><h1>Thank you for your order!</h1><p>Your order <strong>#${order.number}</strong> is confirmed. A confirmation e-mail is on its way to ${esc(order.doc.email ?? '')}.</p>${orderDetails(order)}<p>Order status: <a href="${esc(statusUrl)}">${esc(statusUrl)}</a></p><p><a class="button" href="${esc(ctx.storefrontUrl)}">Continue shopping</a></p></section>`,
          '',
          ctx.storefrontUrl,
        ),
      );
      return true;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const cart = ctx.carts.get(token);
      if (!cart || cart.lines.length === 0) return (gone(res), true);
      const customer = cart.buyerIdentity.customerId != null ? ctx.customers.byId(cart.buyerIdentity.customerId) : undefined;
      const address = customer?.default_address_id != null ? ctx.customers.address(customer.default_address_id)?.doc : undefined;
      const form: CheckoutForm = {
        email: cart.buyerIdentity.email ?? customer?.email ?? '',
        firstName: address?.firstName ?? customer?.first_name ?? '',
        lastName: address?.lastName ?? customer?.last_name ?? '',
        address1: address?.address1 ?? '',
        address2: address?.address2 ?? '',
        city: address?.city ?? '',
        province: provinceCode(address?.province) ?? '',
        zip: address?.zip ?? '',
        phone: cart.buyerIdentity.phone ?? address?.phone ?? '',
        card: '',
        expiry: '',
        cvc: '',
      };
      sendHtml(res, 200, checkoutPage(token, form, {}, priceCart(cart, ctx.catalog), img, ctx.storefrontUrl));
      return true;
    }
    if (req.method !== 'POST') return false;
    const raw = parseForm(await readBody(req));
    const form = Object.fromEntries(FIELDS.map((k) => [k, raw[k] ?? ''])) as unknown as CheckoutForm;
    const result = placeOrder(ctx, token, form);
    if (result.kind === 'gone') return (gone(res), true);
    if (result.kind === 'placed') {
      redirect(res, `/checkouts/c/${token}/thank-you`);
      return true;
    }
    const cart = ctx.carts.get(token);
    if (!cart) return (gone(res), true);
    sendHtml(res, 422, checkoutPage(token, {...form, cvc: ''}, result.errors, priceCart(cart, ctx.catalog), img, ctx.storefrontUrl));
    return true;
  };
}
