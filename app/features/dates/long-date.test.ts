import {describe, expect, it} from 'vitest';
import {formatLongDateUtc} from './long-date';

const viaIntl = (date: Date) => date.toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});

describe('formatLongDateUtc', () => {
  it('writes the en-US long form of the UTC date', () => {
    expect(formatLongDateUtc(new Date('2026-03-04T10:00:00Z'))).toBe('March 4, 2026');
    expect(formatLongDateUtc(new Date('2025-12-31T23:59:59Z'))).toBe('December 31, 2025');
  });

  it('takes the UTC day, not the machine time zone’s, near midnight', () => {
    expect(formatLongDateUtc(new Date('2026-01-01T00:30:00+02:00'))).toBe('December 31, 2025');
  });

  it('matches toLocaleDateString for every day of several years, leap days included', () => {
    for (const year of [1970, 2000, 2024, 2026, 2100]) {
      for (let day = 0; day < 366; day++) {
        const date = new Date(Date.UTC(year, 0, 1 + day, 12));
        expect(formatLongDateUtc(date)).toBe(viaIntl(date));
      }
    }
  });

  it('matches toLocaleDateString at the ends of the years it writes itself', () => {
    for (const iso of ['0001-01-01T00:00:00Z', '0099-06-15T00:00:00Z', '9999-12-31T23:59:59Z']) {
      const date = new Date(iso);
      expect(formatLongDateUtc(date)).toBe(viaIntl(date));
    }
  });

  it('leaves years before 1 to Intl', () => {
    const date = new Date(Date.UTC(-5, 2, 1));
    expect(formatLongDateUtc(date)).toBe(viaIntl(date));
  });
});
