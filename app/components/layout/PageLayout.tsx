import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {NavItem} from '~/features/navigation/menu';
import {CartDrawerProvider} from '~/components/cart/CartDrawerContext';
import {LazyCartDrawer} from '~/components/cart/LazyCartDrawer';
import {Header} from './Header';
import {Footer} from './Footer';

export interface Menus {
  main: NavItem[];
  footerShop: NavItem[];
  footerHelp: NavItem[];
}

export function PageLayout({
  menus,
  cart,
  children,
}: {
  menus: Menus;
  cart: Promise<CartApiQueryFragment | null> | null;
  children?: React.ReactNode;
}) {
  return (
    <CartDrawerProvider>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header menu={menus.main} cart={cart} />
      {/* Focusable from script only: the skip link and a closed consent banner hand focus to the content. */}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer shop={menus.footerShop} help={menus.footerHelp} />
      <LazyCartDrawer cart={cart} />
    </CartDrawerProvider>
  );
}
