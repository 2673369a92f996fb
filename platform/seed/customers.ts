import type {AddressDoc} from '../src/store/customers.js';

export interface SeedOrder {
  daysAgo: number;
  lines: Array<{handle: string; variantIndex?: number; quantity: number}>;
  financialStatus: string;
  fulfillmentStatus: string;
  canceled?: 'CUSTOMER' | 'INVENTORY';
  discountCode?: 'WELCOME10' | 'SMILE20';
}

export interface SeedCustomer {
  email: string;
  password: string | null;
  state: 'enabled' | 'disabled';
  firstName: string;
  lastName: string;
  phone: string | null;
  tags: string[];
  acceptsMarketing: boolean;
  addresses: AddressDoc[];
  orders: SeedOrder[];
}

export const SEED_CUSTOMERS: SeedCustomer[] = [
  {
    email: 'demo@oralcare.test',
    password: 'password123',
    state: 'enabled',
    firstName: 'Dana',
    lastName: 'Demo',
    phone: '+15555550123',
    tags: ['vip'],
    acceptsMarketing: true,
    addresses: [
      {
        firstName: 'Dana',
        lastName: 'Demo',
        address1: '123 Main Street',
        address2: 'Apt 4B',
        city: 'Brooklyn',
        province: 'New York',
        country: 'United States',
        zip: '11201',
        phone: '+15555550123',
      },
      {
        firstName: 'Dana',
        lastName: 'Demo',
        company: 'Smile Labs',
        address1: '500 Market Street',
        city: 'San Francisco',
        province: 'California',
        country: 'United States',
        zip: '94105',
      },
    ],
    orders: [
      {
        daysAgo: 120,
        lines: [
          {handle: 'hum-smart-toothbrush', quantity: 1},
          {handle: 'hum-replacement-brush-heads', quantity: 1},
        ],
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
      },
      {
        daysAgo: 60,
        lines: [
          {handle: 'optic-white-advanced-toothpaste', quantity: 2},
          {handle: 'optic-white-express-pen', quantity: 1},
        ],
        financialStatus: 'PARTIALLY_REFUNDED',
        fulfillmentStatus: 'PARTIALLY_FULFILLED',
        discountCode: 'WELCOME10',
      },
      {
        daysAgo: 30,
        lines: [{handle: 'total-pro-shield-mouthwash', quantity: 1}],
        financialStatus: 'VOIDED',
        fulfillmentStatus: 'UNFULFILLED',
        canceled: 'CUSTOMER',
      },
      {
        daysAgo: 9,
        lines: [
          {handle: 'summer-freshness-bundle', quantity: 1},
          {handle: 'dental-floss-picks', variantIndex: 1, quantity: 2},
        ],
        financialStatus: 'PAID',
        fulfillmentStatus: 'IN_PROGRESS',
        discountCode: 'SMILE20',
      },
      {
        daysAgo: 2,
        lines: [{handle: 'kids-strawberry-toothpaste', quantity: 3}],
        financialStatus: 'PENDING',
        fulfillmentStatus: 'UNFULFILLED',
      },
    ],
  },
  {
    email: 'student@oralcare.test',
    password: 'password123',
    state: 'enabled',
    firstName: 'Sam',
    lastName: 'Student',
    phone: null,
    tags: ['edu'],
    acceptsMarketing: false,
    addresses: [
      {
        firstName: 'Sam',
        lastName: 'Student',
        address1: '77 Campus Drive',
        city: 'Ann Arbor',
        province: 'Michigan',
        country: 'United States',
        zip: '48109',
      },
    ],
    orders: [
      {daysAgo: 14, lines: [{handle: 'optic-white-bundle', quantity: 1}], financialStatus: 'AUTHORIZED', fulfillmentStatus: 'UNFULFILLED'},
    ],
  },
  {
    email: 'invited@oralcare.test',
    password: null,
    state: 'disabled',
    firstName: 'Ivy',
    lastName: 'Invited',
    phone: null,
    tags: [],
    acceptsMarketing: false,
    addresses: [],
    orders: [],
  },
];
