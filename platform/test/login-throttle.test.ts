import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, createLoginThrottle, storefrontClient} from '../src/storefront/customer/login-throttle.js';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const LOGIN = `mutation($email: String!, $password: String!) { customerAccessTokenCreate(input: {email: $email, password: $password}) { customerAccessToken { accessToken } customerUserErrors { code } } }`;

describe('customerAccessTokenCreate throttle (the public token is in every page)', () => {
  it('25 parallel wrong passwords with the public token: 5 are checked, 20 get THROTTLED, then the right one too', async () => {
    const answers = await Promise.all(
      Array.from({length: 25}, (_, i) => p.gql(LOGIN, {email: 'demo@oralcare.test', password: `wrong-${i}`})),
    );
    const throttled = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'THROTTLED');
    const checked = answers.filter((a) => a.data?.customerAccessTokenCreate?.customerUserErrors?.[0]?.code === 'UNIDENTIFIED_CUSTOMER');
    expect(checked).toHaveLength(LOGIN_MAX_FAILURES);
    expect(throttled).toHaveLength(25 - LOGIN_MAX_FAILURES);
    expect(throttled[0]!.errors![0].message).toBe('Login attempt limit exceeded. Please try again later.');
    const right = await p.gql(LOGIN, {email: 'demo@oralcare.test', password: 'password123'});
    expect(right.data?.customerAccessTokenCreate).toBeNull();
    expect(right.errors?.[0]?.extensions?.code).toBe('THROTTLED');
  });
});

describe('customerAccessTokenCreate throttle never tells who is a customer', () => {
  it('an unknown e-mail is counted and refused exactly like a registered one', async () => {
    const answersFor = async (email: string) => {
      const codes: string[] = [];
      for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) {
        const a = await p.gql(LOGIN, {email, password: `wrong-${i}`});
        codes.push(a.errors?.[0]?.extensions?.code ?? a.data?.customerAccessTokenCreate?.customerUserErrors?.[0]?.code);
      }
      return codes;
    };
    const registered = await answersFor('student@oralcare.test');
    expect(await answersFor('nobody-here@oralcare.test')).toEqual(registered);
    expect(registered).toEqual([...Array(LOGIN_MAX_FAILURES).fill('UNIDENTIFIED_CUSTOMER'), 'THROTTLED', 'THROTTLED']);
  });
});

describe('login throttle rules', () => {
  it('counts failures per e-mail and client, forgets them after the window, and a success clears them', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      throttle.check('A@example.com', '1.2.3.4');
      throttle.failed('a@example.com', '1.2.3.4');
    }
    expect(() => throttle.check('a@example.com', '1.2.3.4')).toThrow(/limit exceeded/);
    expect(() => throttle.check('a@example.com', '5.6.7.8')).not.toThrow();
    now = LOGIN_WINDOW_MS;
    expect(() => throttle.check('a@example.com', '1.2.3.4')).not.toThrow();
    throttle.failed('b@example.com', '1.2.3.4');
    throttle.succeeded('b@example.com', '1.2.3.4');
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) throttle.failed('b@example.com', '1.2.3.4');
    expect(() => throttle.check('b@example.com', '1.2.3.4')).not.toThrow();
  });

  it('trusts Shopify-Storefront-Buyer-IP only with the private token', () => {
    expect(storefrontClient('127.0.0.1', '203.0.113.5', true)).toBe('203.0.113.5');
    expect(storefrontClient('127.0.0.1', '203.0.113.5', false)).toBe('127.0.0.1');
    expect(storefrontClient('127.0.0.1', undefined, true)).toBe('127.0.0.1');
  });
});
