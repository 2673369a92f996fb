import {Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {useLocation, useNavigation, useRouteLoaderData} from '@remix-run/react';
import {menuFor, type NavItem} from '~/features/navigation/menu';
import {whenIdle} from '~/ui/client-store';
import {menuLinkFollowed, OpenMenu, preloadOpenMenu} from './open-menu-chunk';
import {MenuThumb} from './MenuThumb';
import {CategoryLinks, NavLinkItem} from './NavLinkItem';
import {CloseIcon, MenuIcon} from './icons';

/**
 * The main menu behind the header's Menu button, below 1024 px (wider, the
 * header's row of drop-downs shows it: `HeaderNav`). A `<details>` drawer,
 * so it opens, shows every link and closes on a click beside it without
 * JavaScript; with JavaScript it also closes on Escape, its close button and
 * any navigation, keeps focus inside while open and stops the page behind
 * from scrolling (`OpenMenu`, a chunk fetched on intent or when idle: a first
 * click before it arrives opens the menu natively, and focus moves in when it
 * does). Main categories show their CMS picture beside their name.
 */
export function MainMenu({items}: {items: NavItem[]}) {
  const root = useRouteLoaderData<{isLoggedIn?: boolean}>('root');
  const menu = menuFor(items, Boolean(root?.isLoggedIn));
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigation = useNavigation();

  const close = useCallback(() => {
    setOpen(false);
    if (details.current) details.current.open = false;
    for (const group of panel.current?.querySelectorAll('details[open]') ?? []) (group as HTMLDetailsElement).open = false;
  }, []);

  // Any navigation (a menu link, back/forward, a search) closes the menu. On
  // mount it keeps a menu opened before hydration open (and takes it over).
  // A menu opened while a navigation was already on its way stays open when that page arrives.
  const shownAt = useRef(location.key);
  const openedDuring = useRef<string | null>(null);
  useEffect(() => {
    if (shownAt.current === location.key) {
      if (details.current?.open) setOpen(true);
      return;
    }
    shownAt.current = location.key;
    if (openedDuring.current !== location.key) close();
    openedDuring.current = null;
  }, [location.key, close]);
  useEffect(() => whenIdle(preloadOpenMenu), []);

  /** One `navigation` event per menu link followed, with the path through the menu. */
  const onLinkClick = (event: React.MouseEvent<HTMLElement>) => {
    if (menuLinkFollowed(event)) close();
  };

  return (
    // The native `open` is the truth and `open` state only mirrors it: React renders a `toggle` a
    // task later, so an `open` prop would re-open a menu closed by a click landing in between.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from anywhere inside the open disclosure closes it
    <details
      ref={details}
      className="menu-drawer"
      onToggle={(e) => {
        const isOpen = e.currentTarget.open;
        openedDuring.current = isOpen ? (navigation.location?.key ?? null) : null;
        setOpen(isOpen);
      }}
      // Escape closes it before the open menu's chunk (whose focus trap handles Escape too) has arrived.
      onKeyDown={(e) => {
        if (e.key === 'Escape' && e.currentTarget.open) close();
      }}
      data-testid="main-menu"
    >
      <summary
        className="menu-toggle"
        data-testid="menu-toggle"
        onPointerEnter={preloadOpenMenu}
        onFocus={preloadOpenMenu}
        onTouchStart={preloadOpenMenu}
      >
        <MenuIcon />
        <span className="menu-toggle__label">Menu</span>
      </summary>
      <div ref={panel} className="menu-drawer__panel">
        <div className="menu-drawer__head">
          <span className="menu-drawer__title" aria-hidden="true">
            Menu
          </span>
          <button type="button" className="menu-drawer__close" aria-label="Close menu" onClick={close} data-testid="menu-close">
            <CloseIcon />
          </button>
        </div>
        {/* Delegation: the handler only reads clicks on the links inside, which Enter triggers from the keyboard too. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- listens for link clicks bubbling up; the links are the interactive elements */}
        <nav aria-label="Main" className="main-nav" onClick={onLinkClick}>
          <ul>
            {menu.map((item) => (
              <li key={item.url + item.title}>
                {item.children.length ? (
                  <details className="main-nav__group" data-menu-group={item.title}>
                    <summary
                      style={item.accentColor ? ({'--accent': item.accentColor} as React.CSSProperties) : undefined}
                      className={item.accentColor ? 'nav-accent' : undefined}
                    >
                      <span className="main-nav__label">
                        {item.image ? <MenuThumb image={item.image} width={48} className="main-nav__thumb" /> : null}
                        {item.title}
                      </span>
                    </summary>
                    <ul className="main-nav__panel">
                      <CategoryLinks item={item} />
                    </ul>
                  </details>
                ) : (
                  <NavLinkItem item={item}>
                    {item.image ? <MenuThumb image={item.image} width={48} className="main-nav__thumb" /> : null}
                  </NavLinkItem>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <OpenMenu panel={panel} onEscape={close} />
        </Suspense>
      ) : null}
    </details>
  );
}
