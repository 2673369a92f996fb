import {describe, expect, it} from 'vitest';
import {StorefrontCallError, unavailableResponse} from '~/infra/outage';
import {answerRefusalsAtForm, refusalMessage} from './refusals.server';

const post = (fields: Record<string, string>) => ({
  request: new Request('http://shop.test/account/x', {method: 'POST', body: new URLSearchParams(fields)}),
});

describe('store refusals at account forms', () => {
  it("is the store's message without the GraphQL prefix, the fallback when it is empty, null when it is not a refusal", () => {
    expect(refusalMessage(new StorefrontCallError(403, 'GraphQL Error: Customer is disabled'), 'Error Updating customer')).toBe(
      'Customer is disabled',
    );
    expect(refusalMessage(new StorefrontCallError(400, 'GraphQL Error (Code: 400)'), 'x')).toBe('GraphQL Error (Code: 400)');
    expect(refusalMessage(new StorefrontCallError(400, 'GraphQL Error: '), 'Error Adding Address')).toBe('Error Adding Address');
    expect(refusalMessage(unavailableResponse('commerce'), 'x')).toBeNull();
    expect(refusalMessage(new Error('boom'), 'x')).toBeNull();
  });

  it('answers a refusal with the message and the form as submitted, after the action consumed the body', async () => {
    const action = answerRefusalsAtForm(
      async ({request}: {request: Request}) => {
        await request.formData();
        throw new StorefrontCallError(401, 'Injected fault: HTTP 401');
      },
      (form) => (form.get('intent') === 'create' ? 'Error Adding Address' : 'Error Updating Address'),
      (message, form) => ({message, city: form.get('city')}),
    );
    expect(await action(post({intent: 'create', city: 'Springfield'}))).toEqual({message: 'Injected fault: HTTP 401', city: 'Springfield'});
  });

  it('passes through what the action answers, and throws outages, redirects and other errors as before', async () => {
    const refused = () => 'refused';
    expect(await answerRefusalsAtForm(async () => 'saved', 'x', refused)(post({}))).toBe('saved');
    const outage = unavailableResponse('commerce');
    await expect(
      answerRefusalsAtForm(
        async () => {
          throw outage;
        },
        'x',
        refused,
      )(post({})),
    ).rejects.toBe(outage);
    await expect(
      answerRefusalsAtForm(
        async () => {
          throw new TypeError('bug');
        },
        'x',
        refused,
      )(post({})),
    ).rejects.toThrow('bug');
  });
});
