import type {ButtonHTMLAttributes, ReactNode} from 'react';
import {Spinner, type SpinnerColor} from './Spinner';

/** The button's four colours and two sizes. */
export const BUTTON_COLORS = ['red500', 'white', 'gray200', 'transparent'] as const;
export const BUTTON_SIZES = ['regular', 'small'] as const;

export type ButtonColor = (typeof BUTTON_COLORS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonLook {
  color?: ButtonColor;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Takes the free room in a flex row. */
  grow?: boolean;
  className?: string;
}

/**
 * The class list for a button (also used on links styled as buttons). Like
 * the spinner, a value that slipped past the types is refused with a message
 * naming the allowed ones.
 */
export function buttonClassName({color = 'red500', size = 'regular', block, grow, className}: ButtonLook = {}): string {
  if (!(BUTTON_COLORS as readonly string[]).includes(color)) {
    throw new RangeError(`Button colour must be one of ${BUTTON_COLORS.join(', ')}; got ${String(color)}`);
  }
  if (!(BUTTON_SIZES as readonly string[]).includes(size)) {
    throw new RangeError(`Button size must be ${BUTTON_SIZES.join(' or ')}; got ${String(size)}`);
  }
  return ['button', `button--${color}`, size === 'small' && 'button--small', block && 'button--block', grow && 'button--grow', className]
    .filter(Boolean)
    .join(' ');
}

/** The spinner reads on the button's own colour: white on red, dark gray on the light ones. */
export const spinnerColorOn = (color: ButtonColor): SpinnerColor => (color === 'red500' ? 'white' : 'dark-gray');

type Props = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'> & {
    /** Shows the spinner and marks the button busy; a loading button is disabled so it cannot submit twice. */
    loading?: boolean;
    children: ReactNode;
  };

/**
 * The shop's button in its states: regular, hover (CSS), pressed (`aria-pressed`
 * when given), disabled, and loading with a spinner. `type` defaults to submit,
 * as the forms it sits in post without JavaScript.
 */
export function Button({
  color = 'red500',
  size = 'regular',
  block,
  grow,
  className,
  loading = false,
  disabled,
  children,
  type = 'submit',
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({color, size, block, grow, className})}
      disabled={disabled || loading}
      aria-busy={loading}
    >
      {loading ? <Spinner size={size === 'small' ? 5 : 6} color={spinnerColorOn(color)} /> : null}
      {children}
    </button>
  );
}
