import {formatMoney, type MoneyAmount} from '~/features/money/format';

/**
 * An amount of money as text: what Hydrogen's `Money` renders for the shop's
 * en-US dollars (`as`, default `div`, and the other props go to the element),
 * formatted without `Intl` so hydration does not pay for its locale set-up
 * (decision 76).
 */
export function Price({
  data,
  as: Element = 'div',
  ...rest
}: {data: MoneyAmount; as?: 'div' | 'span' | 'dd' | 'strong'} & React.HTMLAttributes<HTMLElement>) {
  return <Element {...rest}>{formatMoney(data)}</Element>;
}
