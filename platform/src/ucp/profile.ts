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

/**
 * A version's business profile. The MCP endpoint is at the shop's own domain, as on a Shopify
 * store: agents talk to the shop, which forwards to the platform. No payment handlers: an agent
 * hands the buyer over to the hosted checkout instead of paying itself. The current version's
 * profile (served at /.well-known/ucp) names each older version's own profile in
 * `supported_versions`; those are leaves, without it.
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
      payment_handlers: {},
    },
  };
}
