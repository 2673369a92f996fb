import {describe, expect, it} from 'vitest';
import {ucpSdk} from './ucp-sdk.test-support.js';
import {businessProfile} from './profile.js';

describe('business profile', () => {
  const profile = businessProfile('https://shop.example/');

  it('points agents at the shop’s own MCP endpoint and publishes the test card as its one payment handler', () => {
    expect(profile.ucp.version).toBe('2026-04-08');
    expect(profile.ucp.services['dev.ucp.shopping']).toEqual([
      {
        version: '2026-04-08',
        spec: 'https://ucp.dev/2026-04-08/specification/overview',
        transport: 'mcp',
        schema: 'https://ucp.dev/2026-04-08/services/shopping/mcp.openrpc.json',
        endpoint: 'https://shop.example/api/ucp/mcp',
      },
    ]);
    expect(profile.ucp.payment_handlers).toEqual({
      'com.oralcare.test_card': [
        expect.objectContaining({id: 'test_card', config: expect.objectContaining({test_card_number: '4242 4242 4242 4242'})}),
      ],
    });
  });

  it('lists exactly the implemented capabilities, each valid for the UCP SDK', () => {
    expect(Object.keys(profile.ucp.capabilities)).toEqual([
      'dev.ucp.shopping.catalog.search',
      'dev.ucp.shopping.catalog.lookup',
      'dev.ucp.shopping.cart',
      'dev.ucp.shopping.checkout',
      'dev.ucp.shopping.discount',
      'dev.ucp.shopping.order',
      'dev.ucp.shopping.ask',
    ]);
    // The SDK (0.1.1) describes the older array-shaped registry: each entry, named, is one of its capabilities. It
    // predates multi-parent extensions (discount extends checkout and cart), so `extends` is checked by itself.
    for (const [name, entries] of Object.entries(profile.ucp.capabilities)) {
      for (const {extends: parents, ...entry} of entries as Array<{extends?: string[]}>) {
        expect(ucpSdk.CapabilityDiscoverySchema.safeParse({name, ...entry}).error).toBeUndefined();
        if (parents) expect(parents.every((p) => p in profile.ucp.capabilities)).toBe(true);
      }
    }
    for (const service of profile.ucp.services['dev.ucp.shopping']) expect(ucpSdk.UcpServiceSchema.safeParse(service).success).toBe(true);
  });
});
