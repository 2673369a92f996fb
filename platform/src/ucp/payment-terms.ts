import {dollars} from '../checkout/layout.js';
import {amountDueToday, type PricedCart} from '../storefront/cart/pricing.js';

/**
 * UCP 2026-08-25's payment terms for a checkout holding lines on the shop's plans that pay
 * differently from a plain purchase: a deposit plan (part today, the balance when the pre-order
 * ships) or a prepaid plan (several deliveries paid today). The plan fixes how it is paid, so there
 * is one term, selected; its schedules sum to the checkout's total, as the release requires. A
 * checkout of plain and pay-per-delivery lines is due in full today and carries no terms.
 */
export interface PaymentSchedule {
  id: string;
  type: 'immediate' | 'on_shipment';
  description: {plain: string};
  amount: number;
}

export interface PaymentTerm {
  id: string;
  title: string;
  description: {plain: string};
  schedules: PaymentSchedule[];
}

export function paymentTerms(priced: PricedCart): {terms: PaymentTerm[]; selected_term_id: string} | null {
  const deposits = priced.lines.filter((l) => l.plan?.plan.checkoutCharge);
  const prepaid = priced.lines.filter((l) => (l.plan?.plan.deliveriesPerCharge ?? 1) > 1);
  if (!deposits.length && !prepaid.length) return null;
  const today = amountDueToday(priced);
  const plans = [...new Set([...deposits, ...prepaid].map((l) => l.plan!.plan.description))].join(' ');
  if (deposits.length) {
    return {
      selected_term_id: 'deposit',
      terms: [
        {
          id: 'deposit',
          title: 'Deposit today, balance when it ships',
          description: {plain: plans},
          schedules: [
            {
              id: 'today',
              type: 'immediate',
              description: {plain: `${dollars(today)} is due today: the deposit, any other items and shipping.`},
              amount: today,
            },
            {
              id: 'balance',
              type: 'on_shipment',
              description: {plain: `${dollars(priced.deferred)} is due when the pre-ordered items ship.`},
              amount: priced.deferred,
            },
          ],
        },
      ],
    };
  }
  return {
    selected_term_id: 'prepaid',
    terms: [
      {
        id: 'prepaid',
        title: 'Prepaid deliveries, paid today',
        description: {plain: plans},
        schedules: [
          {
            id: 'today',
            type: 'immediate',
            description: {plain: `${dollars(today)} is due today and pays for every prepaid delivery.`},
            amount: today,
          },
        ],
      },
    ],
  };
}
