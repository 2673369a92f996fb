const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/** E.164-ish: optional +, 7 to 15 digits after removing spaces, dashes, dots and parentheses. */
export function normalizePhone(value: string): string | null {
  const stripped = value.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(stripped)) return null;
  if (stripped.startsWith('+')) return stripped;
  return stripped.length === 10 ? `+1${stripped}` : `+${stripped}`;
}

export function containsHtml(value: string | null | undefined): boolean {
  return !!value && /<[^>]+>/.test(value);
}

export function containsUrl(value: string | null | undefined): boolean {
  return !!value && /(https?:\/\/|www\.)/i.test(value);
}
