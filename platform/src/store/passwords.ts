import {randomBytes, scryptSync, timingSafeEqual} from 'node:crypto';

const KEY_LENGTH = 32;
// Modest cost keeps tests fast on small machines while still being a real KDF.
const OPTIONS = {N: 4096, r: 8, p: 1};

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, OPTIONS);
  return `scrypt$${OPTIONS.N}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, n, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, {...OPTIONS, N: Number(n)});
  return timingSafeEqual(expected, actual);
}

export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}
