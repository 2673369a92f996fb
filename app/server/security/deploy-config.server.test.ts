import {describe, expect, it} from 'vitest';
import {deployConfigProblems, misconfiguredResponse, unsafeSecrets} from './deploy-config.server';

const REAL = {
  SESSION_SECRET: '3f9c1e7a5b2d4c6e8f0a1b3c5d7e9f1a',
  SUBSCRIPTIONS_AUTH_KEY: 'b7d9f1a3c5e7091b2d4f6a8c0e2a4c6e',
};
const LOCAL = {SESSION_SECRET: 'local-development-session-secret-change-me', SUBSCRIPTIONS_AUTH_KEY: 'local-subscriptions-auth-key'};

describe('deploy configuration', () => {
  it('names each signing secret that is missing, a local default or shorter than 32 characters', () => {
    expect(unsafeSecrets(REAL)).toEqual([]);
    expect(unsafeSecrets({SUBSCRIPTIONS_AUTH_KEY: REAL.SUBSCRIPTIONS_AUTH_KEY})).toEqual(['SESSION_SECRET']);
    expect(unsafeSecrets(LOCAL)).toEqual(['SESSION_SECRET', 'SUBSCRIPTIONS_AUTH_KEY']);
    expect(unsafeSecrets({...REAL, SESSION_SECRET: 'short-secret'})).toEqual(['SESSION_SECRET']);
    expect(unsafeSecrets({...REAL, SUBSCRIPTIONS_AUTH_KEY: `local-${'x'.repeat(40)}`})).toEqual(['SUBSCRIPTIONS_AUTH_KEY']);
    expect(unsafeSecrets({...REAL, SESSION_SECRET: ' '.repeat(40)})).toEqual(['SESSION_SECRET']);
  });

  it('serves without a subscriptions key (subscriptions are off), but not with a weak one', () => {
    expect(unsafeSecrets({SESSION_SECRET: REAL.SESSION_SECRET})).toEqual([]);
    expect(unsafeSecrets({SESSION_SECRET: REAL.SESSION_SECRET, SUBSCRIPTIONS_AUTH_KEY: 'short'})).toEqual(['SUBSCRIPTIONS_AUTH_KEY']);
  });

  it('accepts the local defaults on localhost only', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect(deployConfigProblems(new Request(`http://${host}/`), LOCAL)).toEqual([]);
    }
    expect(deployConfigProblems(new Request('https://shop.example.com/'), LOCAL)).toEqual(['SESSION_SECRET', 'SUBSCRIPTIONS_AUTH_KEY']);
    expect(deployConfigProblems(new Request('https://oral-care-shop.example.workers.dev/'), {})).toEqual(['SESSION_SECRET']);
    expect(deployConfigProblems(new Request('https://shop.example.com/'), REAL)).toEqual([]);
  });

  it('answers 503 with a plain message and no variable name, never cached', async () => {
    const response = misconfiguredResponse(['SESSION_SECRET']);
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.text();
    expect(body).toContain('This shop is not configured yet.');
    expect(body).not.toMatch(/SESSION_SECRET|wrangler|\.ts\b|at /);
  });
});
