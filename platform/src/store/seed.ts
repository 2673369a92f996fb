import {SEED_CUSTOMERS, type SeedOrder} from '../../seed/customers.js';
import {findDiscount} from '../storefront/cart/pricing.js';
import {buildCatalog} from './build-catalog.js';
import {Catalog} from './catalog.js';
import {Customers} from './customers.js';
import {getMeta, setMeta, type DB} from './db.js';
import {Orders, type OrderDoc, type OrderLineDoc} from './orders.js';

const DAY = 86_400_000;

function seedOrderDoc(catalog: Catalog, order: SeedOrder, email: string, address: OrderDoc['shippingAddress']): OrderDoc {
  const discount = order.discountCode ? findDiscount(order.discountCode) : undefined;
  const lines: OrderLineDoc[] = order.lines.map((l) => {
    const product = catalog.productByHandle(l.handle);
    if (!product) throw new Error(`Seed order references unknown product ${l.handle}`);
    const variant = product.variants[l.variantIndex ?? 0]!;
    const original = variant.price * l.quantity;
    const off = discount ? Math.round((original * discount.value) / 100) : 0;
    return {
      title: product.title,
      variantId: variant.id,
      quantity: l.quantity,
      originalTotal: original,
      discountedTotal: original - off,
      allocations: off ? [{application: 0, amount: off}] : [],
      attributes: [],
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.discountedTotal, 0);
  const shipping = subtotal >= 2500 ? 0 : 599;
  return {
    email,
    phone: null,
    lines,
    discountApplications: discount
      ? [
          {
            code: discount.code,
            title: discount.title,
            kind: 'percentage',
            value: discount.value,
            targetType: 'LINE_ITEM',
            allocationMethod: 'ACROSS',
          },
        ]
      : [],
    subtotal,
    shipping,
    shippingDiscount: 0,
    tax: 0,
    total: subtotal + shipping,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    canceledAt: order.canceled ? new Date(Date.now() - (order.daysAgo - 1) * DAY).toISOString() : null,
    cancelReason: order.canceled ?? null,
    shippingAddress: address,
    billingAddress: address,
  };
}

/** Loads catalog, customers and their orders into an empty database. Idempotent. */
export function seedDatabase(db: DB): boolean {
  if (getMeta(db, 'seeded_at')) return false;
  db.transaction(() => {
    const {products, inventory} = buildCatalog();
    const insertProduct = db.prepare('INSERT INTO product (id, handle, doc) VALUES (?, ?, ?)');
    const insertVariant = db.prepare('INSERT INTO variant (id, product_id, inventory, sold) VALUES (?, ?, ?, 0)');
    for (const p of products) {
      insertProduct.run(p.id, p.handle, JSON.stringify(p));
      for (const v of p.variants) insertVariant.run(v.id, p.id, inventory.get(v.id) ?? 0);
    }
    const catalog = new Catalog(db);
    const customers = new Customers(db);
    const orders = new Orders(db);
    for (const seed of SEED_CUSTOMERS) {
      const customer = customers.create({
        email: seed.email,
        password: seed.password,
        state: seed.state,
        firstName: seed.firstName,
        lastName: seed.lastName,
        phone: seed.phone,
        tags: seed.tags,
        acceptsMarketing: seed.acceptsMarketing,
        createdAt: new Date(Date.now() - 200 * DAY).toISOString(),
      });
      for (const address of seed.addresses) customers.createAddress(customer.id, address);
      for (const order of [...seed.orders].sort((a, b) => b.daysAgo - a.daysAgo)) {
        const doc = seedOrderDoc(catalog, order, seed.email, seed.addresses[0] ?? null);
        orders.create(customer.id, doc, new Date(Date.now() - order.daysAgo * DAY).toISOString());
      }
    }
    setMeta(db, 'seeded_at', new Date().toISOString());
  })();
  return true;
}
