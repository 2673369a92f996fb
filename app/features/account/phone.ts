/**
 * Before an account is created or updated, a number that does
 * not start with +1 loses its parentheses, hyphens, spaces and tabs and gets
 * +1 in front. An empty value stays empty (the phone is optional).
 */
export function normalizePhone(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  if (trimmed.startsWith('+1')) return trimmed;
  return `+1${trimmed.replace(/[()\-\s\t]/g, '')}`;
}

/**
 * A phone is shown as (xxx) xxx-xxxx after stripping a
 * leading country digit. Anything that is not a ten-digit US number is shown
 * as stored.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
