/** The spinner's sizes on the spacing scale (5 = 1.25rem … 10 = 2.5rem) and its two colours. */
export const SPINNER_SIZES = [5, 6, 7, 8, 9, 10] as const;
export const SPINNER_COLORS = ['white', 'dark-gray'] as const;

export type SpinnerSize = (typeof SPINNER_SIZES)[number];
export type SpinnerColor = (typeof SPINNER_COLORS)[number];

/**
 * The class list of a spinner. The types already limit the values; the check
 * also catches a value that reached here untyped (a cast, a CMS field), so a
 * wrong size fails loudly in tests instead of drawing a spinner of no size.
 */
export function spinnerClassName(size: SpinnerSize, color: SpinnerColor): string {
  if (!(SPINNER_SIZES as readonly number[]).includes(size)) {
    throw new RangeError(`Spinner size must be one of ${SPINNER_SIZES.join(', ')}; got ${String(size)}`);
  }
  if (!(SPINNER_COLORS as readonly string[]).includes(color)) {
    throw new RangeError(`Spinner colour must be ${SPINNER_COLORS.join(' or ')}; got ${String(color)}`);
  }
  return `spinner spinner--${size} spinner--${color}`;
}

/** A decorative loading spinner; the control it sits in says what is busy (`aria-busy`, its label). */
export function Spinner({size = 5, color = 'dark-gray'}: {size?: SpinnerSize; color?: SpinnerColor}) {
  return <span className={spinnerClassName(size, color)} aria-hidden="true" data-testid="spinner" />;
}
