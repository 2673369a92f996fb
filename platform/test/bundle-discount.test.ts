import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const FIELDS = `id cost { subtotalAmount { amount } totalAmount { amount } }
  discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } ... on CartCodeDiscountAllocation { code } }
  lines(first: 20) { nodes { quantity attributes { key value } cost { totalAmount { amount } }
    discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } } } }`;
const CREATE = `mutation($input: CartInput) { cartCreate(input: $input) { cart { ${FIELDS} } userErrors { message } } }`;

async function firstVariant(handle: string): Promise<string> {
  const res = await p.gql(`query($h: String!) { product(handle: $h) { variants(first: 1) { nodes { id } } } }`, {h: handle});
  return res.data.product.variants.nodes[0].id;
}

describe('automatic bundle discount (lines sharing _bundle_id)', () => {
  it('takes 15% off each line of a three-item bundle and reports it as an automatic allocation', async () => {
    const ids = await Promise.all(['total-whitening-toothpaste', 'charcoal-manual-toothbrush', 'dental-floss-picks'].map(firstVariant));
    const attrs = [
      {key: '_bundle_id', value: 'bundle-1'},
      {key: '_bundle_name', value: 'My bundle'},
    ];
    const lines = ids.map((merchandiseId) => ({merchandiseId, quantity: 1, attributes: attrs}));
    const {cart, userErrors} = (await p.gql(CREATE, {input: {lines: [...lines, {merchandiseId: ids[0], quantity: 1}]}})).data.cartCreate;
    expect(userErrors).toEqual([]);
    const bundled = cart.lines.nodes.filter((l: any) => l.attributes.length);
    const loose = cart.lines.nodes.find((l: any) => !l.attributes.length);
    expect(bundled).toHaveLength(3);
    for (const l of bundled) expect(l.discountAllocations[0].title).toBe('Bundle savings');
    expect(loose.discountAllocations).toEqual([]);
    const saving = bundled.reduce((s: number, l: any) => s + Number(l.discountAllocations[0].discountedAmount.amount), 0);
    expect(cart.discountAllocations).toEqual([{title: 'Bundle savings', discountedAmount: {amount: saving.toFixed(2)}}]);
    expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(Number(cart.cost.subtotalAmount.amount) - saving, 2);
  });

  it('gives nothing to an incomplete bundle', async () => {
    const ids = await Promise.all(['total-whitening-toothpaste', 'charcoal-manual-toothbrush'].map(firstVariant));
    const lines = ids.map((merchandiseId) => ({merchandiseId, quantity: 1, attributes: [{key: '_bundle_id', value: 'b2'}]}));
    const {cart} = (await p.gql(CREATE, {input: {lines}})).data.cartCreate;
    expect(cart.discountAllocations).toEqual([]);
    expect(cart.cost.totalAmount.amount).toBe(cart.cost.subtotalAmount.amount);
  });
});
