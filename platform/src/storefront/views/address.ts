import {provinceCode} from '../../checkout/states.js';
import type {AddressDoc} from '../../store/customers.js';

/** The ISO code of a stored country (names and codes as customers type them), or null. */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const c = country.trim().toLowerCase();
  if (['us', 'usa', 'united states', 'united states of america'].includes(c)) return 'US';
  if (['ca', 'canada'].includes(c)) return 'CA';
  return /^[a-z]{2}$/.test(c) ? c.toUpperCase() : null;
}

/** The names of the shop's markets, as both APIs spell a stored country. */
const COUNTRY_NAMES: Record<string, string> = {US: 'United States', CA: 'Canada'};

/**
 * The text both APIs derive from a stored address: the full name, the "city, ST zip" line and
 * `formatted(withName, withCompany)`, which ends with the country as that API names it.
 */
export function addressText(doc: AddressDoc, zone: string | null, countryName: string | null | undefined) {
  const name = [doc.firstName, doc.lastName].filter(Boolean).join(' ') || null;
  const area = [doc.city, [zone ?? doc.province, doc.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name,
    formattedArea: area || null,
    formatted: (args: {withName?: boolean | null; withCompany?: boolean | null}) =>
      [args.withName ? name : null, args.withCompany !== false ? doc.company : null, doc.address1, doc.address2, area, countryName].filter(
        (x): x is string => !!x,
      ),
  };
}

export function addressView(id: string, doc: AddressDoc) {
  const code = countryCodeOf(doc.country);
  const pCode = provinceCode(doc.province) ?? null;
  const country = (code ? COUNTRY_NAMES[code] : undefined) ?? doc.country ?? null;
  const {name, formattedArea, formatted} = addressText(doc, pCode, country);
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
    country,
    countryCode: code,
    countryCodeV2: code,
    zip: doc.zip ?? null,
    phone: doc.phone ?? null,
    latitude: null,
    longitude: null,
    formattedArea,
    formatted,
  };
}
