import {describe, expect, it} from 'vitest';
import {operationNames, withOperationName} from './graphql-operation-name';

const FRAGMENT = 'fragment CartMoney on MoneyV2 { amount currencyCode }';

describe('operation name in a GraphQL body', () => {
  it('names the operation of a document, after comments and fragments', () => {
    expect(operationNames('#graphql\n  query FetchCart($cartId: ID!) { cart(id: $cartId) { id } }')).toEqual(['FetchCart']);
    expect(operationNames(`${FRAGMENT} mutation UpdateCartNote($cartId: ID!) { cartNoteUpdate(cartId: $cartId) { cart { id } } }`)).toEqual(
      ['UpdateCartNote'],
    );
    expect(operationNames('query getCustomerId($t: String!) { customer(customerAccessToken: $t) { id } }')).toEqual(['getCustomerId']);
  });

  it('ignores keywords in comments and strings, and anonymous operations', () => {
    expect(operationNames('# query Fake\n{ shop { name } }')).toEqual([]);
    expect(operationNames('query { products(first: 1, query: "} query Nope") { nodes { id } } }')).toEqual([]);
  });

  it('adds operationName to a body that has none', () => {
    const body = JSON.stringify({
      query: `mutation CreateCart($input: CartInput) { cartCreate(input: $input) { cart { id } } } ${FRAGMENT}`,
      variables: {},
    });
    expect(JSON.parse(withOperationName(body))).toEqual({...(JSON.parse(body) as object), operationName: 'CreateCart'});
  });

  it('leaves a body alone when it cannot name one operation or already names it', () => {
    const named = JSON.stringify({query: 'query A { shop { name } }', operationName: 'A'});
    const two = JSON.stringify({query: 'query A { shop { name } } query B { shop { name } }'});
    for (const body of [
      named,
      two,
      JSON.stringify({query: '{ shop { name } }'}),
      '{"query":',
      JSON.stringify([1]),
      JSON.stringify({variables: {}}),
    ]) {
      expect(withOperationName(body)).toBe(body);
    }
  });
});
