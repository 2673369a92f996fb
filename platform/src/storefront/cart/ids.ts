import {parseGid} from '../util.js';

const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

export function cartTokenFromGid(id: string | null | undefined): string | undefined {
  const parsed = parseGid(id);
  if (!parsed || parsed.type !== 'Cart' || !TOKEN.test(parsed.id)) return undefined;
  return parsed.id;
}

/** The line uuid of a CartLine GID (cart query parameter is not required). */
export function lineIdFromGid(id: string): string | undefined {
  const parsed = parseGid(id);
  return parsed?.type === 'CartLine' ? parsed.id : undefined;
}
