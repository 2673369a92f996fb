import {CAPABILITIES, MCP_PATH, SHOPPING_SERVICE, UCP_VERSION} from './version.js';

/**
 * The business profile served at /.well-known/ucp. The MCP endpoint is at the
 * shop's own domain, as on a Shopify store: agents talk to the shop, which
 * forwards to the platform. No payment handlers: an agent hands the buyer over
 * to the hosted checkout instead of paying itself.
 */
export function businessProfile(shopOrigin: string) {
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [{...SHOPPING_SERVICE, endpoint: `${shopOrigin.replace(/\/+$/, '')}${MCP_PATH}`}],
      },
      capabilities: Object.fromEntries(Object.entries(CAPABILITIES).map(([name, info]) => [name, [info]])),
      payment_handlers: {},
    },
  };
}
