import {useCallback, useEffect, useRef} from 'react';
import {Link, useLocation} from '@remix-run/react';
import {headerRow, type NavItem} from '~/features/navigation/menu';
import {menuLinkFollowed} from './open-menu-chunk';
import {MenuThumb} from './MenuThumb';
import {CategoryLinks, NavLinkItem} from './NavLinkItem';

/** Closes the open drop-downs under `root` that do not hold `keep`. */
const closeOthers = (root: HTMLElement | null, keep?: Node | null) => {
  for (const open of root?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) {
    if (!keep || !open.contains(keep)) open.open = false;
  }
};

/** Opening one drop-down closes the others (`toggle` does not bubble, so each `<details>` listens). */
const onlyOne = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
  const details = event.currentTarget;
  if (details.open) closeOthers(details.closest('nav'), details);
};

/**
 * The wide header's row of main categories (from 1024 px; the drawer serves
 * narrower screens): a category with sub-categories is a drop-down with its
 * links and picture, one without is a link, and every other menu entry sits
 * under "More". Each drop-down is a `<details>`, so it opens and its links
 * work without JavaScript; with JavaScript one is open at a time, and Escape,
 * a click or focus elsewhere, or a navigation closes it.
 */
export function HeaderNav({items}: {items: NavItem[]}) {
  const nav = useRef<HTMLElement>(null);
  const {categories, more} = headerRow(items);
  const location = useLocation();

  const close = useCallback(() => closeOthers(nav.current), []);
  // Any navigation closes the row; a drop-down opened before hydration stays open.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    close();
  }, [location.key, close]);

  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    // A click or focus anywhere but inside an open drop-down closes it.
    const outside = (event: Event) => closeOthers(root, event.target as Node);
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = root.querySelector<HTMLDetailsElement>('details[open]');
      if (!open) return;
      open.open = false;
      open.querySelector<HTMLElement>('summary')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [close]);

  if (!categories.length && !more.length) return null;

  return (
    // Delegation: the handler only reads clicks on the links inside, which Enter triggers from the keyboard too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- listens for link clicks bubbling up; the links are the interactive elements
    <nav
      ref={nav}
      aria-label="Main"
      className="header-nav"
      data-testid="header-nav"
      onClick={(event) => {
        if (menuLinkFollowed(event)) close();
      }}
    >
      <ul className="header-nav__row">
        {categories.map((item) => (
          <li key={item.url + item.title} className="header-nav__item">
            {item.children.length ? <CategoryDropDown item={item} /> : <NavLinkItem item={item} className="header-nav__link" />}
          </li>
        ))}
        {more.length ? (
          <li className="header-nav__item header-nav__item--more">
            <details className="header-nav__disclosure" data-menu-group="More" onToggle={onlyOne}>
              <summary className="header-nav__link">More</summary>
              <div className="header-nav__panel header-nav__panel--more">
                <ul className="header-nav__links">
                  {more
                    .flatMap((item) => [item, ...item.children])
                    .map((item) => (
                      <li key={item.url + item.title}>
                        <NavLinkItem item={item} />
                      </li>
                    ))}
                </ul>
              </div>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function CategoryDropDown({item}: {item: NavItem}) {
  const accent = item.accentColor ? ({'--accent': item.accentColor} as React.CSSProperties) : undefined;
  return (
    <details className="header-nav__disclosure" data-menu-group={item.title} onToggle={onlyOne}>
      <summary className={`header-nav__link${item.accentColor ? ' nav-accent' : ''}`} style={accent}>
        {item.title}
      </summary>
      <div className="header-nav__panel">
        <ul className="header-nav__links">
          <CategoryLinks item={item} />
        </ul>
        {item.image ? (
          // The picture repeats "Shop all" for the pointer: out of the tab order and the accessibility tree.
          <Link to={item.url} data-prefetch="intent" className="header-nav__card" data-title={item.title} tabIndex={-1} aria-hidden="true">
            <MenuThumb image={item.image} width={240} className="header-nav__image" />
            <span className="header-nav__card-title">{item.title}</span>
          </Link>
        ) : null}
      </div>
    </details>
  );
}
