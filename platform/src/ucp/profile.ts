import {
  capabilitiesOf,
  LATEST_UCP_VERSION,
  MCP_PATH,
  shoppingService,
  UCP_2026_04_08,
  UCP_VERSIONS,
  versionProfilePath,
  type UcpVersion,
} from './version.js';

/** The payment handler of the platform's test card, the one the hosted checkout takes. */
export const TEST_CARD_HANDLER_ID = 'test_card';
export function testCardHandler(version: UcpVersion) {
  return {
    id: TEST_CARD_HANDLER_ID,
    version,
    spec: capabilitiesOf(version)['dev.ucp.shopping.checkout']!.spec,
    available_instruments: [{type: 'card'}],
    config: {
      environment: 'test',
      // An instrument's credential carries the card number as its token; nothing else is asked.
      test_card_number: '4242 4242 4242 4242',
    },
  };
}

/**
 * A version's business profile. The MCP endpoint is at the shop's own domain, as on a Shopify
 * store: agents talk to the shop, which forwards to the platform. One payment handler, the test
 * card: an agent with a purchase token pays with it; any other hands the buyer over to the hosted
 * checkout. The current version's profile (served at /.well-known/ucp) names each older version's
 * own profile in `supported_versions`; those are leaves, without it.
 */
export function businessProfile(shopOrigin: string, version: UcpVersion = UCP_2026_04_08) {
  const origin = shopOrigin.replace(/\/+$/, '');
  const older = UCP_VERSIONS.filter((v) => v < version);
  return {
    ucp: {
      version,
      ...(version === LATEST_UCP_VERSION && older.length
        ? {supported_versions: Object.fromEntries(older.map((v) => [v, `${origin}${versionProfilePath(v)}`]))}
        : {}),
      services: {'dev.ucp.shopping': [{...shoppingService(version), endpoint: `${origin}${MCP_PATH}`}]},
      capabilities: Object.fromEntries(Object.entries(capabilitiesOf(version)).map(([name, info]) => [name, [info]])),
      payment_handlers: {'com.oralcare.test_card': [testCardHandler(version)]},
    },
  };
}
