import {describe, expect, it} from 'vitest';
import {errorMessage, errorResponse, infoMessage, warningMessage} from './messages.js';
import {ucpSdk} from './ucp-sdk.test-support.js';

describe('UCP messages', () => {
  it('makes an error response: status error, the messages with their codes, and a way on when there is one', () => {
    const response = errorResponse(
      [errorMessage('not_found', 'Cart not found or has expired.', 'unrecoverable', '$.id')],
      'https://x/checkouts/c/t',
    );
    expect(response).toEqual({
      ucp: {version: '2026-04-08', status: 'error'},
      messages: [{type: 'error', code: 'not_found', content: 'Cart not found or has expired.', severity: 'unrecoverable', path: '$.id'}],
      continue_url: 'https://x/checkouts/c/t',
    });
    expect(errorResponse([errorMessage('invalid_input', 'Bad.')])).not.toHaveProperty('continue_url');
  });

  it('makes messages the UCP SDK accepts', () => {
    for (const message of [
      errorMessage('out_of_stock', 'Sold out.'),
      warningMessage('discount_code_invalid', 'No.', '$.x'),
      infoMessage('no_answer', 'None.'),
    ]) {
      expect(ucpSdk.MessageSchema.safeParse(message).error).toBeUndefined();
    }
  });
});
