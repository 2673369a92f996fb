import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {FormField, describedBy} from './FormField';

describe('FormField', () => {
  it('renders the account look: optional note by the label, hint under the control, error tagged with its field', () => {
    const html = renderToStaticMarkup(
      <FormField id="f" name="phone" label="Phone" optional="optional" hint="For delivery" error="Enter a phone number.">
        <input id="f" />
      </FormField>,
    );
    expect(html).toBe(
      '<div class="field field--invalid"><label for="f">Phone<span class="field__optional"> (optional)</span></label>' +
        '<input id="f"/><p class="field__hint" id="f-hint">For delivery</p>' +
        '<p class="field__error" id="f-error" data-field-error="phone">Enter a phone number.</p></div>',
    );
    expect(describedBy('f', {error: 'x', hint: true})).toBe('f-error f-hint');
  });

  it('renders the contact look: hint above the control and the error announced as an alert', () => {
    const html = renderToStaticMarkup(
      <FormField look="contact" id="c" name="orderNumber" label="Order number" hint="Like #1001." error="Check the number.">
        <input id="c" />
      </FormField>,
    );
    expect(html).toBe(
      '<div class="form-field form-field--error"><label for="c">Order number</label>' +
        '<p class="form-field__hint" id="c-hint">Like #1001.</p><input id="c"/>' +
        '<p class="form-field__error" id="c-error" role="alert">Check the number.</p></div>',
    );
    expect(describedBy('c', {error: 'x', hint: true}, 'contact')).toBe('c-hint c-error');
    expect(describedBy('c', {}, 'contact')).toBeUndefined();
  });
});
