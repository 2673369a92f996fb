import {describe, expect, it} from 'vitest';
import {SELLING_PLAN_GROUPS} from '../../seed/selling-plans.js';
import {findPlan} from '../storefront/selling-plans.js';
import {cartToUcp, checkoutToUcp} from './cart-view.js';
import {pricedCart} from './fixtures.test-support.js';
import {paymentTerms} from './payment-terms.js';
import {ucp0825Problems} from './ucp-schemas.test-support.js';

const deps = {
  origin: 'https://platform.example',
  shopUrl: 'https://shop.example',
  currency: 'USD',
  imageUrl: (name: string) => `https://cdn.example/${name}.png`,
  ttlMs: 60_000,
  version: '2026-08-25' as const,
};

/** The fixture's cart with its line on a plan: a 25% deposit (9041) or 3 prepaid deliveries (9031). */
function onPlan(planId: number, deferred: number) {
  const {doc, priced} = pricedCart();
  const line = priced.lines[0]!;
  line.plan = findPlan(planId);
  line.line.sellingPlanId = planId;
  line.deferred = deferred;
  return {doc, priced: {...priced, deferred}};
}

describe('payment terms of the shop’s plans', () => {
  it('a deposit plan: today the deposit, the rest and shipping; the balance when it ships; summing to the checkout total', () => {
    const {doc, priced} = onPlan(9041, 1000);
    const terms = paymentTerms(priced)!;
    expect(terms.selected_term_id).toBe('deposit');
    expect(terms.terms[0]!.schedules).toEqual([
      {id: 'today', type: 'immediate', description: {plain: '$9.46 is due today: the deposit, any other items and shipping.'}, amount: 946},
      {id: 'balance', type: 'on_shipment', description: {plain: '$10.00 is due when the pre-ordered items ship.'}, amount: 1000},
    ]);
    const checkout = checkoutToUcp(doc, priced, deps);
    expect(checkout.totals.at(-1)).toEqual({type: 'total', amount: 1946});
    expect(ucp0825Problems('shopping/payment_terms.json#/$defs/dev.ucp.shopping.checkout', checkout)).toEqual([]);
  });

  it('a prepaid plan: one immediate schedule; a plain line or a pay-per-delivery plan: no terms', () => {
    const prepaid = onPlan(9031, 0);
    expect(paymentTerms(prepaid.priced)!.terms[0]!.schedules).toEqual([expect.objectContaining({type: 'immediate', amount: 1946})]);
    expect(paymentTerms(pricedCart().priced)).toBeNull();
    const subscription = SELLING_PLAN_GROUPS.find((g) => g.key === 'paste')!.plans[0]!.id;
    expect(paymentTerms(onPlan(subscription, 0).priced)).toBeNull();
  });

  it('2026-04-08 answers carry no terms; its positive discount total is no valid 2026-08-25 total', () => {
    const {doc, priced} = onPlan(9041, 1000);
    const old = checkoutToUcp(doc, priced, {...deps, version: '2026-04-08'});
    expect(old).not.toHaveProperty('payment');
    expect(ucp0825Problems('shopping/cart.json', cartToUcp(doc, priced, {...deps, version: '2026-04-08'}))).toContain(
      '/totals/1/amount must be < 0 {"comparison":"<","limit":0}',
    );
    expect(ucp0825Problems('shopping/cart.json', cartToUcp(doc, priced, deps))).toEqual([]);
  });
});
