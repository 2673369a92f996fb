import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {openDatabase} from '../store/db.js';
import {AgentClients, agentTokenKey, grantedScopes, issueAgentToken, ORDERS_SCOPE, PURCHASE_SCOPE, verifyAgentToken} from './agent-auth.js';

const dir = mkdtempSync(path.join(tmpdir(), 'agent-auth-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  rmSync(dir, {recursive: true, force: true});
});

const where = {issuer: 'https://shop.example', audience: 'https://shop.example/api/ucp/mcp'};
const grant = {clientId: 'agent-1', scopes: [PURCHASE_SCOPE]};

describe('agent clients', () => {
  it('authenticate with their own secret only, and hold the scopes they were registered with', () => {
    const clients = new AgentClients(db);
    const {clientId, clientSecret} = clients.register('Test agent', [ORDERS_SCOPE]);
    expect(clients.authenticate(clientId, clientSecret)).toEqual({clientId, name: 'Test agent', scopes: [ORDERS_SCOPE]});
    expect(clients.authenticate(clientId, `${clientSecret}x`)).toBeUndefined();
    expect(clients.authenticate('nobody', clientSecret)).toBeUndefined();
    expect(() => clients.register('Greedy', ['write_everything'])).toThrow(/Unknown scope write_everything/);
  });

  it('are granted the scopes asked for that they hold, all of them when none is named, and refused unknown ones', () => {
    const client = {clientId: 'c', name: 'c', scopes: [ORDERS_SCOPE]};
    expect(grantedScopes(client, undefined)).toEqual({scopes: [ORDERS_SCOPE]});
    expect(grantedScopes(client, `${PURCHASE_SCOPE} ${ORDERS_SCOPE}`)).toEqual({scopes: [ORDERS_SCOPE]});
    expect(grantedScopes(client, PURCHASE_SCOPE)).toMatchObject({error: expect.stringMatching(/none of the scopes/)});
    expect(grantedScopes(client, 'admin')).toMatchObject({error: expect.stringMatching(/Unknown scope: admin/)});
  });
});

describe('access tokens', () => {
  const key = agentTokenKey(db);

  it('are JWTs the same key verifies, for their audience and issuer, with the client and scopes', async () => {
    const token = await issueAgentToken(key, grant, where);
    expect(token.split('.')).toHaveLength(3);
    expect(await verifyAgentToken(key, token, where)).toEqual(grant);
    // The key is kept: a restarted platform still takes the tokens it issued.
    expect(await verifyAgentToken(agentTokenKey(db), token, where)).toEqual(grant);
  });

  it('are refused when expired, for another audience or issuer, tampered with, or signed by another key', async () => {
    const expired = await issueAgentToken(key, grant, where, -10);
    expect(await verifyAgentToken(key, expired, where)).toBeNull();
    const token = await issueAgentToken(key, grant, where);
    expect(await verifyAgentToken(key, token, {...where, audience: 'https://other.example/api/ucp/mcp'})).toBeNull();
    expect(await verifyAgentToken(key, token, {...where, issuer: 'https://other.example'})).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const widened = Buffer.from(JSON.stringify({...claims, scope: `${PURCHASE_SCOPE} ${ORDERS_SCOPE}`})).toString('base64url');
    expect(await verifyAgentToken(key, `${header}.${widened}.${signature}`, where)).toBeNull();
    const otherDir = mkdtempSync(path.join(tmpdir(), 'agent-auth-other-'));
    const otherDb = openDatabase(otherDir);
    try {
      expect(await verifyAgentToken(key, await issueAgentToken(agentTokenKey(otherDb), grant, where), where)).toBeNull();
    } finally {
      otherDb.close();
      rmSync(otherDir, {recursive: true, force: true});
    }
    expect(await verifyAgentToken(key, 'not-a-token', where)).toBeNull();
  });
});
