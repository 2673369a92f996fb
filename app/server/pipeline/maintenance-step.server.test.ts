import {describe, expect, it} from 'vitest';
import {STAFF_COOKIE, staffSetCookie} from '../maintenance.server';
import {passMaintenance, type PastMaintenance} from './maintenance-step.server';

const SECRET = 'a-maintenance-bypass-secret-of-32-chars-or-more';
const env = (on: boolean) => ({MAINTENANCE_MODE: on ? 'true' : 'false', MAINTENANCE_BYPASS_SECRET: SECRET}) as unknown as Env;
const get = (path: string, headers: Record<string, string> = {}) => new Request(`https://shop.example${path}`, {headers});

describe('passMaintenance', () => {
  it('lets every request through while maintenance is off', async () => {
    const request = get('/products/paste');
    const past = (await passMaintenance(request, env(false))) as PastMaintenance;
    expect(past.request).toBe(request);
    expect(past.maintenance).toEqual({on: false, staff: false, active: false});
  });

  it('sends a page to /maintenance while it is on, never cached', async () => {
    const answer = (await passMaintenance(get('/products/paste'), env(true))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/maintenance');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('sends /maintenance home once it is off', async () => {
    const answer = (await passMaintenance(get('/maintenance'), env(false))) as Response;
    expect(answer.headers.get('location')).toBe('/');
  });

  it('lets the root loader answer a client-side navigation with the redirect', async () => {
    const past = (await passMaintenance(get('/products/paste.data?_routes=routes%2Fproducts.%24slug'), env(true))) as PastMaintenance;
    expect(new URL(past.request.url).searchParams.get('_routes')).toBe('root');
    // The root loader redirects from the same state: the app context takes it from here.
    expect(past.maintenance).toEqual({on: true, staff: false, active: true});
  });

  it('answers a write of a client-side form with a 303 to /maintenance, so no action runs', async () => {
    const post = new Request('https://shop.example/cart.data?_routes=routes%2Fcart', {method: 'POST', body: 'action=add'});
    const answer = (await passMaintenance(post, env(true))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/maintenance');
    const form = (await passMaintenance(new Request('https://shop.example/cart', {method: 'POST', body: 'a=1'}), env(true))) as Response;
    expect(form.status).toBe(303);
  });

  it('sets the staff cookie from the bypass URL and lets staff through, marked as staff', async () => {
    const bypass = (await passMaintenance(get(`/maintenance/bypass?key=${SECRET}`), env(true))) as Response;
    expect(bypass.status).toBe(303);
    expect(bypass.headers.get('set-cookie')).toContain(`${STAFF_COOKIE}=`);
    const request = get('/products/paste', {Cookie: (await staffSetCookie(get('/'), SECRET)).split(';')[0]!});
    const past = (await passMaintenance(request, env(true))) as PastMaintenance;
    expect(past.request).toBe(request);
    expect(past.maintenance).toEqual({on: true, staff: true, active: false});
  });
});
