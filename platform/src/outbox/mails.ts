import type {PlatformContext} from '../context.js';
import type {CustomerRow} from '../store/customers.js';
import type {OrderRow} from '../store/orders.js';
import {money} from '../storefront/util.js';
import {orderStatusUrl} from '../storefront/views/order.js';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
}

const layout = (title: string, body: string) =>
  `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#0f172a"><h1 style="color:#e11d48">${escapeHtml(title)}</h1>${body}<p style="color:#64748b">Oral Care Shop</p></div>`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#e11d48;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p style="font-size:12px;word-break:break-all">${escapeHtml(href)}</p>`;

const greeting = (c: CustomerRow) => `Hi ${c.first_name || 'there'},`;

export function sendActivationMail(ctx: PlatformContext, customer: CustomerRow, token: string): number {
  const activationUrl = `${ctx.origin}/account/activate/${customer.id}/${token}`;
  const link = `${ctx.storefrontUrl}/account/activate?activationUrl=${encodeURIComponent(activationUrl)}`;
  return ctx.outbox.add({
    kind: 'account_activation',
    to: customer.email,
    subject: 'Activate your Oral Care Shop account',
    text: `${greeting(customer)}\n\nYou've been invited to create an account. Set your password here:\n${link}\n`,
    html: layout(
      'Activate your account',
      `<p>${escapeHtml(greeting(customer))}</p><p>You've been invited to create an account with us.</p>${button(link, 'Activate your account')}`,
    ),
  });
}

export function sendResetMail(ctx: PlatformContext, customer: CustomerRow, token: string): number {
  const resetUrl = `${ctx.origin}/account/reset/${customer.id}/${token}`;
  const link = `${ctx.storefrontUrl}/account/reset-password?resetUrl=${encodeURIComponent(resetUrl)}`;
  return ctx.outbox.add({
    kind: 'password_reset',
    to: customer.email,
    subject: 'Reset your Oral Care Shop password',
    text: `${greeting(customer)}\n\nFollow this link to choose a new password:\n${link}\n\nIf you didn't ask for this, ignore this e-mail.\n`,
    html: layout(
      'Reset your password',
      `<p>${escapeHtml(greeting(customer))}</p><p>Follow the link below to choose a new password.</p>${button(link, 'Reset your password')}<p>If you didn't ask for this, you can ignore this e-mail.</p>`,
    ),
  });
}

export function sendOrderConfirmation(ctx: PlatformContext, order: OrderRow, email: string): number {
  const d = order.doc;
  const status = orderStatusUrl(ctx, order);
  const rows = d.lines.map((l) => `${l.quantity} × ${l.title} — $${money(l.discountedTotal).amount}`);
  return ctx.outbox.add({
    kind: 'order_confirmation',
    to: email,
    subject: `Order #${order.number} confirmed`,
    text: `Thank you for your order #${order.number}!\n\n${rows.join('\n')}\n\nShipping: $${money(d.shipping - d.shippingDiscount).amount}\nTotal: $${money(d.total).amount}\n\nView your order: ${status}\n`,
    html: layout(
      `Order #${order.number} confirmed`,
      `<p>Thank you for your order! We'll let you know when it ships.</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul><p>Shipping: $${money(d.shipping - d.shippingDiscount).amount}<br><strong>Total: $${money(d.total).amount}</strong></p>${button(status, 'View your order')}`,
    ),
  });
}
