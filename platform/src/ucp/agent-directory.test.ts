import {describe, expect, it} from 'vitest';
import {createSignedAgentVerifier} from './agent-directory.js';

const SIGNATURE = {signature: 'sig1=:AAAA:', 'signature-input': 'sig1=("@authority");created=1;keyid="k";tag="web-bot-auth"'};

/** The reason a directory was not used, as the verifier logs it, for a request naming `agent`. */
async function refusal(agent: string, allowed: string[] = []) {
  const logged: unknown[] = [];
  const verifier = createSignedAgentVerifier({allowedHosts: new Set(allowed), log: (_message, reason) => logged.push(reason)});
  const headers = new Headers({'signature-agent': agent, ...SIGNATURE});
  expect(await verifier.verify({method: 'POST', path: '/api/ucp/mcp', authority: 'shop.example', headers})).toBeNull();
  return String(logged[0]);
}

describe('the key directory address check', () => {
  it('refuses a host whose DNS answer is not public, an address literal that is not, and plain http', async () => {
    expect(await refusal('"https://localhost:1"')).toMatch(/localhost resolves to (127\.0\.0\.1|::1), not a public address/);
    expect(await refusal('"https://169.254.169.254"')).toBe('169.254.169.254 is not a public address');
    expect(await refusal('"http://agent.example"')).toBe('a directory outside the allow setting must be https');
  });

  it('lets the allow setting name a loopback host (nothing listens on port 1: refused by the connection, not the check)', async () => {
    expect(await refusal('"http://127.0.0.1:1"', ['127.0.0.1'])).toMatch(/ECONNREFUSED/);
  });
});
