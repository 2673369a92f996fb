import {provinceCode} from '../../checkout/states.js';
import type {AddressDoc} from '../../store/customers.js';

function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const c = country.trim().toLowerCase();
  if (['us', 'usa', 'united states', 'united states of america'].includes(c)) return 'US';
  if (['ca', 'canada'].includes(c)) return 'CA';
  return /^[a-z]{2}$/.test(c) ? c.toUpperCase() : null;
}

export function addressView(id: string, doc: AddressDoc) {
  const name = [doc.firstName, doc.lastName].filter(Boolean).join(' ') || null;
  const code = countryCodeOf(doc.country);
  const pCode = provinceCode(doc.province);
  const area = [doc.city, [pCode ?? doc.province, doc.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    __typename: 'MailingAddress',
    id,
    firstName: doc.firstName ?? null,
    lastName: doc.lastName ?? null,
    name,
    company: doc.company ?? null,
    address1: doc.address1 ?? null,
    address2: doc.address2 ?? null,
    city: doc.city ?? null,
    province: doc.province ?? null,
    provinceCode: pCode,
    country: code === 'US' ? 'United States' : (doc.country ?? null),
    countryCode: code,
    countryCodeV2: code,
    zip: doc.zip ?? null,
    phone: doc.phone ?? null,
    latitude: null,
    longitude: null,
    formattedArea: area || null,
    formatted: (args: {withName?: boolean | null; withCompany?: boolean | null}) =>
      [
        args.withName ? name : null,
        args.withCompany !== false ? doc.company : null,
        doc.address1,
        doc.address2,
        area,
        code === 'US' ? 'United States' : doc.country,
      ].filter((x): x is string => !!x),
  };
}
