/**
 * The signing secrets of the test shops and platforms. Not the `local-` values of
 * `.env.example`: with those the shop refuses every non-localhost host, and the
 * security tests serve it as `shop.example.com`.
 */
export const TEST_SECRETS = {
  SESSION_SECRET: 'test-suite-session-secret-0123456789abcdef',
  SUBSCRIPTIONS_AUTH_KEY: 'test-suite-subscriptions-auth-key-0123456789',
  /** Contentful's signing secrets are 64 characters of [0-9a-zA-Z+/=_-]. */
  CONTENT_WEBHOOK_SECRET: 'test-suite-content-webhook-secret-0123456789abcdef0123456789abcd',
} as const;
