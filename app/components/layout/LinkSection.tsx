import type {NavItem} from '~/features/navigation/menu';
import {NavLinkItem} from './NavLinkItem';

/** A headed list of links (footer columns, the error page's Shop and Need Help? lists). */
export function LinkSection({heading, items}: {heading: string; items: NavItem[]}) {
  return (
    <section>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.url + item.title}>
            <NavLinkItem item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
