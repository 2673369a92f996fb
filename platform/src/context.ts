import type {Catalog} from './store/catalog.js';
import type {Carts} from './store/carts.js';
import type {Customers} from './store/customers.js';
import type {DB} from './store/db.js';
import type {Orders} from './store/orders.js';
import type {Outbox} from './outbox/store.js';

/** Services shared by every request handler. */
export interface PlatformContext {
  db: DB;
  catalog: Catalog;
  carts: Carts;
  customers: Customers;
  orders: Orders;
  outbox: Outbox;
  /** Absolute origin of this server, e.g. http://localhost:3100 (set once listening). */
  origin: string;
  storefrontUrl: string;
  publicToken: string;
  privateToken: string;
  dataDir: string;
  artDir: string;
  /** The CMS export's folder (content/): the navigation menus come from it. */
  contentDir: string;
}
