import {describe, expect, it} from 'vitest';
import type {ContentClient} from '~/clients/content/client';
import {parseShopConfig, supportApiOrigin} from './env.server';
import {createEdgeContext} from './edge-context.server';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function services(env: Partial<Env>, userAgent = BROWSER_UA) {
  return createEdgeContext({
    request: new Request('https://shop.example.com/', {headers: {'user-agent': userAgent}}),
    env: env as Env,
    config: parseShopConfig(env as Env),
    content: {} as ContentClient,
    waitUntil: () => {},
  });
}

describe('edge services configuration', () => {
  it('uses third parties only with https script URLs and sane global names', () => {
    const on = services({
      ANALYTICS_CONFIG: '{"integration":"gtm","id":"GTM-ABC1"}',
      CHAT_PROVIDER_SCRIPT_URL: 'https://chat.example.com/b.js',
      CHAT_PROVIDER_GLOBAL: 'window.evil()',
      CONSENT_TOOL_SCRIPT_URL: 'http://consent.example.com/t.js',
    });
    expect(on.clientConfig).toEqual({
      analytics: {gtmId: 'GTM-ABC1'},
      chatProvider: {scriptUrl: 'https://chat.example.com/b.js', globalName: 'ChatService'},
      consentTool: null,
    });
    expect(on.csp.scriptSrc).toEqual(['https://www.googletagmanager.com', 'https://chat.example.com']);
  });

  it('configures nothing by default', () => {
    const off = services({});
    expect(off.clientConfig).toEqual({analytics: null, chatProvider: null, consentTool: null});
    expect(off.isBot).toBe(false);
  });

  it('recognises crawlers', () => {
    expect(services({}, 'Mozilla/5.0 (compatible; bingbot/2.0)').isBot).toBe(true);
  });
});

describe('support backend origin', () => {
  it('is SUPPORT_API_URL, else a local platform store domain, else none', () => {
    expect(supportApiOrigin({SUPPORT_API_URL: 'https://help.example.com/api', PUBLIC_STORE_DOMAIN: 'http://localhost:3100'})).toBe(
      'https://help.example.com',
    );
    expect(supportApiOrigin({PUBLIC_STORE_DOMAIN: 'http://localhost:3100'})).toBe('http://localhost:3100');
    expect(supportApiOrigin({PUBLIC_STORE_DOMAIN: 'my-shop.myshopify.com'})).toBeNull();
  });
});
