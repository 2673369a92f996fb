import type {DB} from './db.js';
import type {ProductRecord, VariantRecord} from './types.js';

/** Read model of the catalog: product documents in memory, inventory always read from SQLite. */
export class Catalog {
  readonly products: ProductRecord[];
  private byId = new Map<number, ProductRecord>();
  private byHandle = new Map<string, ProductRecord>();
  private variants = new Map<number, VariantRecord>();
  private inventoryStmt;
  private decrementStmt;

  constructor(private db: DB) {
    const rows = db.prepare('SELECT doc FROM product ORDER BY id').all() as Array<{doc: string}>;
    this.products = rows.map((r) => JSON.parse(r.doc) as ProductRecord);
    for (const p of this.products) {
      this.byId.set(p.id, p);
      this.byHandle.set(p.handle, p);
      for (const v of p.variants) this.variants.set(v.id, v);
    }
    this.inventoryStmt = db.prepare('SELECT inventory FROM variant WHERE id = ?');
    this.decrementStmt = db.prepare('UPDATE variant SET inventory = inventory - ?, sold = sold + ? WHERE id = ? AND inventory >= ?');
  }

  product(id: number): ProductRecord | undefined {
    return this.byId.get(id);
  }

  productByHandle(handle: string): ProductRecord | undefined {
    return this.byHandle.get(handle);
  }

  variant(id: number): VariantRecord | undefined {
    return this.variants.get(id);
  }

  inventory(variantId: number): number {
    const row = this.inventoryStmt.get(variantId) as {inventory: number} | undefined;
    return row?.inventory ?? 0;
  }

  totalInventory(product: ProductRecord): number {
    return product.variants.reduce((sum, v) => sum + this.inventory(v.id), 0);
  }

  productAvailable(product: ProductRecord): boolean {
    return product.variants.some((v) => this.inventory(v.id) > 0);
  }

  /** Decrements stock; returns false (changing nothing) when not enough is left. Call inside a transaction. */
  decrement(variantId: number, quantity: number): boolean {
    return this.decrementStmt.run(quantity, quantity, variantId, quantity).changes === 1;
  }
}
