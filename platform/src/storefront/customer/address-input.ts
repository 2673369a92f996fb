import {provinceCode, provinceName} from '../../checkout/states.js';
import type {AddressDoc} from '../../store/customers.js';
import {containsHtml, normalizePhone} from '../validation.js';
import {cue, type CustomerUserError} from './checks.js';

export type AddressInput = AddressDoc;

const FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'country', 'zip', 'phone'] as const;

export function isUs(country: string | null | undefined): boolean {
  return !country || ['us', 'usa', 'united states', 'united states of america'].includes(country.trim().toLowerCase());
}

/** Merges an input onto an existing address and validates the result like Shopify does for US addresses. */
export function buildAddress(input: AddressInput, base: AddressDoc = {}): {doc: AddressDoc; errors: CustomerUserError[]} {
  const doc: AddressDoc = {...base};
  for (const key of FIELDS) if (input[key] !== undefined) doc[key] = input[key] === null ? null : String(input[key]).trim();
  const errors: CustomerUserError[] = [];
  for (const key of FIELDS)
    if (containsHtml(doc[key])) errors.push(cue('CONTAINS_HTML_TAGS', ['address', key], `${key} cannot contain HTML tags`));
  if (isUs(doc.country)) {
    doc.country = 'United States';
    if (doc.province) {
      if (!provinceCode(doc.province)) errors.push(cue('INVALID', ['address', 'province'], 'Province is not a valid state'));
      else doc.province = provinceName(doc.province);
    }
    if (doc.zip && !/^\d{5}(-\d{4})?$/.test(doc.zip)) errors.push(cue('INVALID', ['address', 'zip'], 'Zip is invalid for United States'));
  }
  if (doc.phone) {
    const phone = normalizePhone(doc.phone);
    if (!phone) errors.push(cue('INVALID', ['address', 'phone'], 'Phone is invalid'));
    else doc.phone = phone;
  }
  return {doc, errors};
}
