import type {AddressDoc} from './customers.js';
import type {DB} from './db.js';
import {randomToken} from './passwords.js';

export interface OrderDiscountApplication {
  code: string | null;
  title: string;
  kind: 'percentage' | 'fixed_amount' | 'free_shipping';
  /** Percent or cents. */
  value: number;
  targetType: 'LINE_ITEM' | 'SHIPPING_LINE';
  allocationMethod: 'ACROSS' | 'EACH';
}

export interface OrderLineDoc {
  title: string;
  variantId: number | null;
  quantity: number;
  originalTotal: number;
  discountedTotal: number;
  allocations: Array<{application: number; amount: number}>;
  attributes: Array<{key: string; value: string}>;
  sellingPlanName?: string | null;
}

export interface OrderDoc {
  email: string | null;
  phone: string | null;
  lines: OrderLineDoc[];
  discountApplications: OrderDiscountApplication[];
  subtotal: number;
  shipping: number;
  shippingDiscount: number;
  tax: number;
  total: number;
  /** What the card was charged at checkout, when a deposit plan leaves part of the total for later. */
  charged?: number;
  financialStatus: string;
  fulfillmentStatus: string;
  canceledAt: string | null;
  cancelReason: string | null;
  shippingAddress: AddressDoc | null;
  billingAddress: AddressDoc | null;
}

export interface OrderRow {
  id: number;
  number: number;
  customer_id: number | null;
  email: string | null;
  key: string;
  processed_at: string;
  doc: OrderDoc;
}

export class Orders {
  constructor(private db: DB) {}

  create(customerId: number | null, doc: OrderDoc, processedAt = new Date().toISOString()): OrderRow {
    const max = this.db.prepare('SELECT MAX(number) AS n FROM "order"').get() as {n: number | null};
    const number = (max.n ?? 1000) + 1;
    const key = randomToken(16);
    const id = Number(
      this.db
        .prepare('INSERT INTO "order" (number, customer_id, email, key, processed_at, doc) VALUES (?, ?, ?, ?, ?, ?)')
        .run(number, customerId, doc.email, key, processedAt, JSON.stringify(doc)).lastInsertRowid,
    );
    return this.byId(id)!;
  }

  byId(id: number): OrderRow | undefined {
    const row = this.db.prepare('SELECT * FROM "order" WHERE id = ?').get(id) as (Omit<OrderRow, 'doc'> & {doc: string}) | undefined;
    return row && {...row, doc: JSON.parse(row.doc) as OrderDoc};
  }

  forCustomer(customerId: number): OrderRow[] {
    const rows = this.db.prepare('SELECT * FROM "order" WHERE customer_id = ? ORDER BY processed_at, id').all(customerId) as Array<
      Omit<OrderRow, 'doc'> & {doc: string}
    >;
    return rows.map((row) => ({...row, doc: JSON.parse(row.doc) as OrderDoc}));
  }

  countForCustomer(customerId: number): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM "order" WHERE customer_id = ?').get(customerId) as {n: number}).n;
  }
}
