import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CHECKOUT_FORM, startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const ALLOCATION = `sellingPlan { id name recurringDeliveries options { name value }
  checkoutCharge { type value { __typename ... on SellingPlanCheckoutChargePercentageValue { percentage } ... on MoneyV2 { amount } } } }
  checkoutChargeAmount { amount } remainingBalanceChargeAmount { amount }
  priceAdjustments { price { amount } compareAtPrice { amount } perDeliveryPrice { amount } }`;

async function planned(handle: string) {
  const res = await p.gql(
    `query($h: String!) { product(handle: $h) {
      sellingPlanGroups(first: 5) { nodes { name options { name values } } }
      variants(first: 1) { nodes { id price { amount } sellingPlanAllocations(first: 10) { nodes { ${ALLOCATION} } } } } } }`,
    {h: handle},
  );
  expect(res.errors).toBeUndefined();
  return res.data.product;
}

async function cartWith(merchandiseId: string, sellingPlanId: string, quantity: number) {
  const res = await p.gql(
    `mutation($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl
      cost { subtotalAmount { amount } totalAmount { amount } checkoutChargeAmount { amount } }
      lines(first: 5) { nodes { quantity cost { amountPerQuantity { amount } subtotalAmount { amount } } sellingPlanAllocation { ${ALLOCATION} } } } }
      userErrors { message } } }`,
    {input: {lines: [{merchandiseId, sellingPlanId, quantity}]}},
  );
  expect(res.data.cartCreate.userErrors).toEqual([]);
  return res.data.cartCreate.cart;
}

const submit = (checkoutUrl: string) =>
  fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(CHECKOUT_FORM).toString(),
  });

describe('prepaid and deposit selling plans', () => {
  it('a prepaid plan charges all its deliveries at checkout, each at the plan price', async () => {
    const product = await planned('enamel-repair-mouthwash');
    expect(product.sellingPlanGroups.nodes[0]).toEqual({
      name: 'Prepay & save',
      options: [
        {name: 'Delivery every', values: ['1 month']},
        {name: 'Prepaid deliveries', values: ['3', '6']},
      ],
    });
    const variant = product.variants.nodes[0];
    expect(variant.price.amount).toBe('8.99');
    const [three] = variant.sellingPlanAllocations.nodes;
    // 3 × $8.99 at 20 % off = $21.576 → $21.58, $7.19 a delivery; all of it due at checkout.
    expect(three).toMatchObject({
      sellingPlan: {
        name: 'Prepay 3 monthly deliveries',
        recurringDeliveries: true,
        options: [
          {name: 'Delivery every', value: '1 month'},
          {name: 'Prepaid deliveries', value: '3'},
        ],
        checkoutCharge: {type: 'PERCENTAGE', value: {__typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100}},
      },
      checkoutChargeAmount: {amount: '21.58'},
      remainingBalanceChargeAmount: {amount: '0.00'},
      priceAdjustments: [{price: {amount: '21.58'}, compareAtPrice: {amount: '26.97'}, perDeliveryPrice: {amount: '7.19'}}],
    });

    const cart = await cartWith(variant.id, three.sellingPlan.id, 2);
    const line = cart.lines.nodes[0];
    expect(line.cost).toEqual({amountPerQuantity: {amount: '21.58'}, subtotalAmount: {amount: '43.16'}});
    // Allocation amounts are per unit, like amountPerQuantity.
    expect(line.sellingPlanAllocation.checkoutChargeAmount).toEqual({amount: '21.58'});
    expect(cart.cost.checkoutChargeAmount).toEqual({amount: '43.16'});
  });

  it('a deposit plan charges a percentage or a fixed amount now and the balance later', async () => {
    const product = await planned('optic-white-pro-led-kit');
    expect(product.sellingPlanGroups.nodes[0]).toEqual({name: 'Pre-order', options: [{name: 'Deposit', values: ['25%', '$20.00']}]});
    const [percent, fixed] = product.variants.nodes[0].sellingPlanAllocations.nodes;
    expect(percent).toMatchObject({
      sellingPlan: {recurringDeliveries: false, checkoutCharge: {type: 'PERCENTAGE', value: {percentage: 25}}},
      checkoutChargeAmount: {amount: '25.00'},
      remainingBalanceChargeAmount: {amount: '74.99'},
      priceAdjustments: [{price: {amount: '99.99'}, perDeliveryPrice: {amount: '99.99'}}],
    });
    expect(fixed).toMatchObject({
      sellingPlan: {checkoutCharge: {type: 'PRICE', value: {__typename: 'MoneyV2', amount: '20.00'}}},
      checkoutChargeAmount: {amount: '20.00'},
      remainingBalanceChargeAmount: {amount: '79.99'},
    });
  });

  it('the hosted checkout charges what is due today and leaves the order partly paid', async () => {
    const product = await planned('optic-white-pro-led-kit');
    const variant = product.variants.nodes[0];
    const cart = await cartWith(variant.id, variant.sellingPlanAllocations.nodes[0].sellingPlan.id, 2);
    // Before discounts and without the balances, as Shopify's cost.checkoutChargeAmount.
    expect(cart.cost).toEqual({
      subtotalAmount: {amount: '199.98'},
      totalAmount: {amount: '199.98'},
      checkoutChargeAmount: {amount: '50.00'},
    });

    const html = await (await fetch(cart.checkoutUrl)).text();
    // Over the free-shipping threshold: $50.00 now, $149.98 later.
    expect(html).toContain('Your card is charged USD $50.00 today; the remaining $149.98 is charged later.');
    expect(html).toMatch(/Due today<\/td><td class="num">USD \$50\.00/);

    const placed = await submit(cart.checkoutUrl);
    expect(placed.status).toBe(303);
    const thanks = await (await fetch(new URL(placed.headers.get('location')!, cart.checkoutUrl))).text();
    expect(thanks).toMatch(/Charged today<\/td><td class="num">USD \$50\.00/);
    expect(thanks).toContain('Payment: partially_paid');
  });
});
