import {Link} from '@remix-run/react';
import type {NavItem} from '~/features/navigation/menu';

/**
 * One menu link: internal paths use client routing, external ones open in a
 * new tab when asked. `children` go before the title (a category's picture).
 */
export function NavLinkItem({item, className, children}: {item: NavItem; className?: string; children?: React.ReactNode}) {
  const style = item.accentColor ? ({'--accent': item.accentColor} as React.CSSProperties) : undefined;
  const cls = [className, item.accentColor ? 'nav-accent' : ''].filter(Boolean).join(' ') || undefined;
  if (item.newTab || !item.url.startsWith('/')) {
    return (
      <a
        href={item.url}
        className={cls}
        style={style}
        data-title={item.title}
        target={item.newTab ? '_blank' : undefined}
        rel="noopener noreferrer"
      >
        {children}
        {item.title}
        {item.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <Link to={item.url} className={cls} style={style} data-prefetch="intent" data-title={item.title}>
      {children}
      {item.title}
    </Link>
  );
}

/** A category's links in a menu list: "Shop all <category>" first, then its sub-categories. */
export function CategoryLinks({item}: {item: NavItem}) {
  return (
    <>
      <li>
        <NavLinkItem item={{...item, title: `Shop all ${item.title}`, children: []}} />
      </li>
      {item.children.map((child) => (
        <li key={child.url + child.title}>
          <NavLinkItem item={child} />
        </li>
      ))}
    </>
  );
}
