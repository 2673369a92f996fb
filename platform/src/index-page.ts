import {page} from './checkout/layout.js';
import type {PlatformContext} from './context.js';
import {escapeHtml as esc} from './outbox/mails.js';

export function indexPage(ctx: PlatformContext): string {
  const rows: Array<[string, string]> = [
    [
      'POST /api/2023-04/graphql.json',
      'Storefront API 2023-04 (header X-Shopify-Storefront-Access-Token or Shopify-Storefront-Private-Token)',
    ],
    ['GET /.well-known/ucp', 'UCP business profile (agents; its MCP endpoint is at the shop)'],
    ['POST /api/ucp/mcp', 'UCP over MCP: catalog, cart, checkout, orders and ask_business tools (docs/agents.md)'],
    ['POST /api/ucp/oauth/token', 'Agents’ access tokens (client credentials; metadata at /.well-known/oauth-authorization-server)'],
    ['GET /cdn/shop/files/<name>.png?width=&height=&crop=&format=', 'Product images rendered from SVG art'],
    ['GET /checkouts/c/<cart token>', 'Hosted checkout (test card 4242 4242 4242 4242)'],
    ['GET /orders/<id>/status?key=', 'Order status page'],
    ['GET /outbox · /outbox.json · /outbox/<id>', 'E-mails the platform “sent”'],
    ['POST /outbox/messages', 'Contact-form and chat messages from the storefront'],
    ['POST /admin/customers/invite', 'Demo: create a disabled customer and send an activation e-mail'],
    ['GET /health', 'Liveness probe'],
  ];
  const list = rows.map(([path, what]) => `<tr><td><code>${esc(path)}</code></td><td>${esc(what)}</td></tr>`).join('');
  return page(
    'Local commerce platform',
    `<section><h1>Local commerce platform</h1>
<p>Offline stand-in for the Shopify Storefront API used by the Oral Care Shop. Storefront: <a href="${esc(ctx.storefrontUrl)}">${esc(ctx.storefrontUrl)}</a></p>
<table>${list}</table>
<p class="muted">Demo logins: demo@oralcare.test / password123 · student@oralcare.test / password123</p></section>`,
  );
}
