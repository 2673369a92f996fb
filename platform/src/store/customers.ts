import type {DB} from './db.js';
import {hashPassword, randomToken} from './passwords.js';

export interface CustomerRow {
  id: number;
  email: string;
  password_hash: string | null;
  state: 'enabled' | 'disabled';
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  tags: string;
  default_address_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AddressDoc {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  zip?: string | null;
  phone?: string | null;
}

export interface AddressRow {
  id: number;
  customer_id: number;
  doc: AddressDoc;
}

export const ACCESS_TOKEN_DAYS = 30;
const DAY = 86_400_000;

export function nowIso(): string {
  return new Date().toISOString();
}

export interface NewCustomer {
  email: string;
  password?: string | null;
  state: 'enabled' | 'disabled';
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
  tags?: string[];
  createdAt?: string;
}

/** Customer accounts, addresses and tokens. Callers wrap multi-step changes in a transaction. */
export class Customers {
  constructor(private db: DB) {}

  byId(id: number): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customer WHERE id = ?').get(id) as CustomerRow | undefined;
  }

  byEmail(email: string): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customer WHERE email = ?').get(email.trim()) as CustomerRow | undefined;
  }

  byPhone(phone: string): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customer WHERE phone = ?').get(phone) as CustomerRow | undefined;
  }

  create(input: NewCustomer): CustomerRow {
    const at = input.createdAt ?? nowIso();
    const result = this.db
      .prepare(
        `INSERT INTO customer (email, password_hash, state, first_name, last_name, phone, accepts_marketing, tags, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.email.trim(),
        input.password ? hashPassword(input.password) : null,
        input.state,
        input.firstName ?? null,
        input.lastName ?? null,
        input.phone ?? null,
        input.acceptsMarketing ? 1 : 0,
        JSON.stringify(input.tags ?? []),
        at,
        at,
      );
    return this.byId(Number(result.lastInsertRowid))!;
  }

  update(
    id: number,
    fields: Partial<
      Record<'email' | 'first_name' | 'last_name' | 'phone' | 'password_hash' | 'state', string | null> & {
        accepts_marketing: number;
        default_address_id: number | null;
      }
    >,
  ): void {
    const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
    const sets = entries.map(([k]) => `${k} = ?`).concat('updated_at = ?');
    this.db.prepare(`UPDATE customer SET ${sets.join(', ')} WHERE id = ?`).run(...entries.map(([, v]) => v), nowIso(), id);
  }

  setPassword(id: number, password: string): void {
    this.update(id, {password_hash: hashPassword(password)});
  }

  addresses(customerId: number): AddressRow[] {
    const rows = this.db.prepare('SELECT * FROM address WHERE customer_id = ? ORDER BY id').all(customerId) as Array<{
      id: number;
      customer_id: number;
      doc: string;
    }>;
    return rows.map((r) => ({...r, doc: JSON.parse(r.doc) as AddressDoc}));
  }

  address(id: number): AddressRow | undefined {
    const r = this.db.prepare('SELECT * FROM address WHERE id = ?').get(id) as {id: number; customer_id: number; doc: string} | undefined;
    return r && {...r, doc: JSON.parse(r.doc) as AddressDoc};
  }

  createAddress(customerId: number, doc: AddressDoc): number {
    const id = Number(
      this.db.prepare('INSERT INTO address (customer_id, doc) VALUES (?, ?)').run(customerId, JSON.stringify(doc)).lastInsertRowid,
    );
    const customer = this.byId(customerId);
    if (customer && customer.default_address_id == null) this.update(customerId, {default_address_id: id});
    return id;
  }

  updateAddress(id: number, doc: AddressDoc): void {
    this.db.prepare('UPDATE address SET doc = ? WHERE id = ?').run(JSON.stringify(doc), id);
  }

  deleteAddress(customerId: number, id: number): void {
    this.db.prepare('DELETE FROM address WHERE id = ?').run(id);
    const customer = this.byId(customerId);
    if (customer?.default_address_id === id) {
      const next = this.addresses(customerId)[0];
      this.update(customerId, {default_address_id: next?.id ?? null});
    }
  }

  createAccessToken(customerId: number): {accessToken: string; expiresAt: string} {
    const accessToken = randomToken(16);
    const expiresAt = new Date(Date.now() + ACCESS_TOKEN_DAYS * DAY).toISOString();
    this.db.prepare('INSERT INTO access_token (token, customer_id, expires_at) VALUES (?, ?, ?)').run(accessToken, customerId, expiresAt);
    return {accessToken, expiresAt};
  }

  /** The customer owning a valid (unexpired) access token. */
  customerForToken(token: string | null | undefined): CustomerRow | undefined {
    if (!token) return undefined;
    const row = this.db.prepare('SELECT customer_id, expires_at FROM access_token WHERE token = ?').get(token) as
      {customer_id: number; expires_at: string} | undefined;
    if (!row || Date.parse(row.expires_at) <= Date.now()) return undefined;
    return this.byId(row.customer_id);
  }

  renewAccessToken(token: string): {accessToken: string; expiresAt: string} | undefined {
    if (!this.customerForToken(token)) return undefined;
    const expiresAt = new Date(Date.now() + ACCESS_TOKEN_DAYS * DAY).toISOString();
    this.db.prepare('UPDATE access_token SET expires_at = ? WHERE token = ?').run(expiresAt, token);
    return {accessToken: token, expiresAt};
  }

  deleteAccessToken(token: string): boolean {
    return this.db.prepare('DELETE FROM access_token WHERE token = ?').run(token).changes > 0;
  }

  deleteAllAccessTokens(customerId: number): void {
    this.db.prepare('DELETE FROM access_token WHERE customer_id = ?').run(customerId);
  }

  createAccountToken(customerId: number, kind: 'activation' | 'reset', days = 30): string {
    const token = randomToken(16);
    const expiresAt = new Date(Date.now() + days * DAY).toISOString();
    this.db
      .prepare('INSERT INTO account_token (token, customer_id, kind, expires_at) VALUES (?, ?, ?, ?)')
      .run(token, customerId, kind, expiresAt);
    return token;
  }

  /** Marks a one-time activation/reset token used; false when unknown, used, expired or for another customer. */
  consumeAccountToken(customerId: number, token: string, kind: 'activation' | 'reset'): boolean {
    const row = this.db.prepare('SELECT * FROM account_token WHERE token = ? AND kind = ?').get(token, kind) as
      {customer_id: number; expires_at: string; used_at: string | null} | undefined;
    if (!row || row.customer_id !== customerId || row.used_at || Date.parse(row.expires_at) <= Date.now()) return false;
    this.db.prepare('UPDATE account_token SET used_at = ? WHERE token = ?').run(nowIso(), token);
    return true;
  }
}
