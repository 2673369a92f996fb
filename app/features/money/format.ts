/**
 * Money as text, en-US, without `Intl` for US dollars.
 *
 * The first `Intl.NumberFormat` a page makes sets up the locale's data: about
 * 35–50 ms of main thread on the development machine, inside hydration on
 * every page with a price (one long task, four times longer on Lighthouse's
 * mobile CPU). US dollars are formatted here by hand, digit for digit what
 * `Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'})` writes
 * (the tests compare the two); any other currency still goes through `Intl`.
 */
export interface MoneyAmount {
  amount: string | number;
  currencyCode: string;
}

/** A shop sells in one or two currencies; more than this many means codes from elsewhere: start over. */
export const FORMATTERS_MAX = 16;
const formatters = new Map<string, Intl.NumberFormat>();

function withIntl(value: number, currencyCode: string) {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {style: 'currency', currency: currencyCode});
    if (formatters.size >= FORMATTERS_MAX) formatters.clear();
    formatters.set(currencyCode, formatter);
  }
  return formatter.format(value);
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Whole dollars and cents of a non-negative number, rounded as Intl rounds:
 * half away from zero on the number's shortest decimal form (so 1.005 is
 * $1.01, where `toFixed` would say 1.00). Null for exponent forms.
 */
function dollarsAndCents(magnitude: number): [string, string] | null {
  const decimal = String(magnitude);
  if (decimal.includes('e')) return null;
  const [whole, fraction = ''] = decimal.split('.');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  if ((fraction[2] ?? '0') < '5') return [whole, cents];
  const rounded = String(BigInt(whole + cents) + 1n).padStart(3, '0');
  return [rounded.slice(0, -2), rounded.slice(-2)];
}

export function formatMoney({amount, currencyCode}: MoneyAmount): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const parts = currencyCode === 'USD' && Number.isFinite(value) ? dollarsAndCents(Math.abs(value)) : null;
  if (!parts) return withIntl(value, currencyCode);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}$${groupThousands(parts[0])}.${parts[1]}`;
}

/** An amount in US dollars. */
export const formatUsd = (amount: number) => formatMoney({amount, currencyCode: 'USD'});

/** How many currency formatters are kept (for tests). */
export const keptFormatters = () => formatters.size;
