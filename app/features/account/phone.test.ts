import {describe, expect, it} from 'vitest';
import {formatPhone, normalizePhone} from './phone';

describe('normalizePhone', () => {
  it('strips parentheses, hyphens, spaces and tabs and prepends +1', () => {
    expect(normalizePhone('(415) 555-0134')).toBe('+14155550134');
    expect(normalizePhone('415\t555 01-34')).toBe('+14155550134');
  });
  it('keeps a number that already starts with +1', () => {
    expect(normalizePhone('+1 (415) 555-0134')).toBe('+1 (415) 555-0134');
  });
  it('leaves an empty value empty', () => {
    expect(normalizePhone('  ')).toBe('');
    expect(normalizePhone(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('shows (xxx) xxx-xxxx after stripping the country digit', () => {
    expect(formatPhone('+14155550134')).toBe('(415) 555-0134');
    expect(formatPhone('4155550134')).toBe('(415) 555-0134');
  });
  it('shows other numbers as stored and nothing for none', () => {
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone(null)).toBe('');
  });
});
