import type {DB} from './db.js';

export interface CartLineDoc {
  id: string;
  variantId: number;
  quantity: number;
  attributes: Array<{key: string; value: string}>;
  sellingPlanId: number | null;
}

export interface CartDoc {
  token: string;
  createdAt: string;
  updatedAt: string;
  note: string | null;
  attributes: Array<{key: string; value: string}>;
  buyerIdentity: {
    email: string | null;
    phone: string | null;
    countryCode: string | null;
    customerId: number | null;
  };
  discountCodes: string[];
  lines: CartLineDoc[];
  selectedDeliveryOption: string | null;
}

/** Carts expire after this long without being read or changed. */
export const CART_TTL_MS = 10 * 86_400_000;

export class Carts {
  constructor(private db: DB) {}

  /** An active cart; undefined when unknown, completed or expired. */
  get(token: string): CartDoc | undefined {
    const row = this.db.prepare('SELECT doc, updated_at, completed_at FROM cart WHERE token = ?').get(token) as
      {doc: string; updated_at: string; completed_at: string | null} | undefined;
    if (!row || row.completed_at) return undefined;
    if (Date.parse(row.updated_at) + CART_TTL_MS < Date.now()) return undefined;
    return JSON.parse(row.doc) as CartDoc;
  }

  save(doc: CartDoc): void {
    this.db
      .prepare(
        `INSERT INTO cart (token, doc, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(token) DO UPDATE SET doc = excluded.doc, updated_at = excluded.updated_at`,
      )
      .run(doc.token, JSON.stringify(doc), new Date().toISOString());
  }

  /** Marks a cart completed by checkout; later reads return undefined. */
  complete(token: string): void {
    this.db.prepare('UPDATE cart SET completed_at = ? WHERE token = ?').run(new Date().toISOString(), token);
  }

  /** Refreshes the unused-expiry clock on read. */
  touch(token: string): void {
    this.db.prepare('UPDATE cart SET updated_at = ? WHERE token = ? AND completed_at IS NULL').run(new Date().toISOString(), token);
  }
}
