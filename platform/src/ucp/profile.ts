import {CAPABILITIES, MCP_PATH, SHOPPING_SERVICE, UCP_VERSION} from './version.js';

/** The payment handler of the platform's test card, the one the hosted checkout takes. */
export const TEST_CARD_HANDLER_ID = 'test_card';
export const TEST_CARD_HANDLER = {
  id: TEST_CARD_HANDLER_ID,
  version: UCP_VERSION,
  spec: `https://ucp.dev/${UCP_VERSION}/specification/checkout`,
  available_instruments: [{type: 'card'}],
  config: {
    environment: 'test',
    // An instrument's credential carries the card number as its token; nothing else is asked.
    test_card_number: '4242 4242 4242 4242',
  },
};

/**
 * The business profile served at /.well-known/ucp. The MCP endpoint is at the
 * shop's own domain, as on a Shopify store: agents talk to the shop, which
 * forwards to the platform. One payment handler, the test card: an agent with a
 * purchase token pays with it; any other hands the buyer over to the hosted checkout.
 */
export function businessProfile(shopOrigin: string) {
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [{...SHOPPING_SERVICE, endpoint: `${shopOrigin.replace(/\/+$/, '')}${MCP_PATH}`}],
      },
      capabilities: Object.fromEntries(Object.entries(CAPABILITIES).map(([name, info]) => [name, [info]])),
      payment_handlers: {'com.oralcare.test_card': [TEST_CARD_HANDLER]},
    },
  };
}
