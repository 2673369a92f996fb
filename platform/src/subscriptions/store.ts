import type {DB} from '../store/db.js';

export type SubscriptionStatus = 'active' | 'cancelled';

export interface SubscriptionRow {
  id: number;
  customer_id: number;
  order_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  selling_plan_id: number;
  /** Price per delivery in cents (one unit). */
  price: number;
  next_delivery: string;
  status: SubscriptionStatus;
  created_at: string;
  updated_at: string;
}

/**
 * Subscriptions created by checkouts with selling plans (a stand-in for the
 * subscription app). The table lives beside the platform's own and is created
 * on first use, so it needs no shared migration.
 */
export class Subscriptions {
  constructor(private db: DB) {
    db.exec(`CREATE TABLE IF NOT EXISTS subscription (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id INTEGER NOT NULL REFERENCES customer(id),
      order_id INTEGER NOT NULL REFERENCES "order"(id),
      product_id INTEGER NOT NULL, variant_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
      selling_plan_id INTEGER NOT NULL, price INTEGER NOT NULL, next_delivery TEXT NOT NULL,
      status TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
     CREATE INDEX IF NOT EXISTS subscription_customer ON subscription(customer_id);`);
  }

  create(row: Omit<SubscriptionRow, 'id' | 'created_at' | 'updated_at' | 'status'>): SubscriptionRow {
    const now = new Date().toISOString();
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO subscription (customer_id, order_id, product_id, variant_id, quantity, selling_plan_id, price, next_delivery, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
        )
        .run(
          row.customer_id,
          row.order_id,
          row.product_id,
          row.variant_id,
          row.quantity,
          row.selling_plan_id,
          row.price,
          row.next_delivery,
          now,
          now,
        ).lastInsertRowid,
    );
    return this.byId(id)!;
  }

  byId(id: number): SubscriptionRow | undefined {
    return this.db.prepare('SELECT * FROM subscription WHERE id = ?').get(id) as SubscriptionRow | undefined;
  }

  forCustomer(customerId: number): SubscriptionRow[] {
    return this.db
      .prepare("SELECT * FROM subscription WHERE customer_id = ? ORDER BY status = 'cancelled', id DESC")
      .all(customerId) as SubscriptionRow[];
  }

  update(id: number, fields: Partial<Pick<SubscriptionRow, 'selling_plan_id' | 'price' | 'next_delivery' | 'status'>>): void {
    const keys = Object.keys(fields) as Array<keyof typeof fields>;
    if (!keys.length) return;
    const sets = keys.map((k) => `${k} = ?`).join(', ');
    this.db
      .prepare(`UPDATE subscription SET ${sets}, updated_at = ? WHERE id = ?`)
      .run(...keys.map((k) => fields[k]), new Date().toISOString(), id);
  }
}

const stores = new WeakMap<DB, Subscriptions>();

/** The subscription store of a database (one per platform). */
export function subscriptionsOf(db: DB): Subscriptions {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Subscriptions(db)));
  return store;
}

/** The date `months` after `from` (same day of month, clamped to the month's end), as YYYY-MM-DD. */
export function addMonths(from: string, months: number): string {
  const date = new Date(`${from.slice(0, 10)}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}
