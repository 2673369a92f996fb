/**
 * The one way the platform fetches a URL an agent chose (a Web Bot Auth key directory, a UCP agent
 * profile): https only and public addresses only, both checked on the address actually connected
 * to (no second DNS answer in between), unless `PLATFORM_UCP_AGENT_HOSTS_ALLOWED` names the host
 * (local agents and tests); no redirect followed; bounded in time and size.
 */
import {lookup as dnsLookup, type LookupAddress} from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import {isIP, type LookupFunction} from 'node:net';
import {hostOf, isPublicAddress} from './signed-agents.js';

export interface GuardedGetOptions {
  allowedHosts: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  accept: string;
  /** What is fetched, for the refusals' wording ("a directory", "an agent profile"). */
  what: string;
}

export interface GuardedAnswer {
  status: number;
  cacheControl: string | undefined;
  body: string;
}

/** The guard's refusal of an address (as opposed to a fetch that failed). */
export class RefusedAddress extends Error {}

/** GET `url` within the guard; rejects, before any connection when it can tell, what the guard refuses. */
export async function guardedGet(url: URL, {allowedHosts, timeoutMs, maxBytes, accept, what}: GuardedGetOptions): Promise<GuardedAnswer> {
  const host = hostOf(url);
  const allowed = allowedHosts.has(host);
  if (!allowed && url.protocol !== 'https:') throw new RefusedAddress(`${what} outside the allow setting must be https`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedAddress(`${what} must be an http(s) URL`);
  if (!allowed && isIP(host) && !isPublicAddress(host)) throw new RefusedAddress(`${host} is not a public address`);
  return get(url, allowed ? undefined : publicOnlyLookup, {timeoutMs, maxBytes, accept});
}

/** DNS as usual, but an answer naming any address that is not public is refused. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, {all: true, family: options.family ?? 0}, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      return callback(new RefusedAddress(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function get(
  url: URL,
  lookup: LookupFunction | undefined,
  {timeoutMs, maxBytes, accept}: {timeoutMs: number; maxBytes: number; accept: string},
): Promise<GuardedAnswer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {headers: {Accept: accept}, ...(lookup ? {lookup} : {})}, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) request.destroy(new Error(`larger than ${maxBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cacheControl: response.headers['cache-control'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    // The whole answer within the time, however slowly it trickles in.
    const timer = setTimeout(() => request.destroy(new Error(`no whole answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
  });
}
