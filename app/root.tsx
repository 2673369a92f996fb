import {Suspense, useEffect} from 'react';
import {CacheLong} from '@shopify/hydrogen';
import {redirect, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import appStyles from '~/styles/app.css?url';
import {LateFont} from '~/ui/late-font';
import favicon from '~/assets/favicon-48.png';
import {PageLayout} from '~/components/layout/PageLayout';
import {RouteErrorPage} from '~/components/errors/route-error-part';
import {toNavItems, type MenuFields} from '~/features/navigation/menu';
import {FALLBACK_MENUS} from '~/features/navigation/fallback-menus';
import {FallbackPageLayout} from '~/components/layout/fallback-layout-part';
import {ERROR_IMAGE_TITLE, errorImageOf, menuImagesOf} from '~/features/navigation/static-images';
import type {StaticImageEntry} from '~/features/images/static-picture';
import {layoutCart} from '~/features/cart/bootstrap.server';
import {FLASH} from '~/features/account/route-helpers';
import {takeFlash} from '~/features/account/customer.server';
import {isSignedIn} from '~/features/guards';
import {loadDictionary} from '~/features/content/dictionary';
import {isLockedPath, maintenanceRedirect, passwordRedirectTarget} from '~/features/guards/shop-lock';
import {PartBoundary, splitComponent} from '~/ui/split-component';
import {ScrollRestoration} from '~/ui/scroll-restoration';
import {useRenderNonce} from '~/ui/nonce';
import {StartAfterLoadScript} from '~/ui/start-after-load';
import {EdgeServices} from '~/components/analytics/EdgeServices';
import {afterHydration} from '~/ui/after-hydration';
import {loadEdgeRootData} from '~/server/root-data.server';

export type RootLoader = typeof loader;

export const meta: MetaFunction = () => [
  {title: 'Oral Care Shop | Toothpaste, Toothbrushes & Whitening'},
  {name: 'description', content: 'Toothpaste, smart toothbrushes, whitening kits and bundles, delivered.'},
];

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    // A PNG, not the SVG it is drawn from: Chromium decodes the icon on the page's main thread (scripts/lib/favicon.ts).
    {rel: 'icon', type: 'image/png', sizes: '48x48', href: favicon},
  ];
}

/** A 503 from any loader keeps its Retry-After on the document response. */
export const headers: HeadersFunction = ({errorHeaders, loaderHeaders}) => {
  const out = new Headers();
  const retryAfter = errorHeaders?.get('Retry-After') ?? loaderHeaders.get('Retry-After');
  if (retryAfter) out.set('Retry-After', retryAfter);
  return out;
};

/** Root data (menus) changes rarely: reload it only after a form submission. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') return true;
  return currentUrl.toString() === nextUrl.toString();
};

// Renders nothing and acts only after a deploy: off the first visit's JavaScript.
const NewBuildWatch = afterHydration(() => import('~/components/layout/NewBuildWatch').then((m) => m.NewBuildWatch));

// Only editors previewing drafts see it: not part of anyone else's JavaScript.
const PreviewBanner = splitComponent('PreviewBanner', () => import('~/components/content/PreviewBanner'));

export async function loader({request, context}: LoaderFunctionArgs) {
  // Maintenance and the password lock are each decided once per request, in the fetch handler's
  // steps (the state is in the context), but not all answered there. A client-side navigation
  // (`.data`) must get its redirect thrown by a loader, as Remix data, for the browser router to
  // follow it; a plain 302 would be fetched as data and break the page. So those steps narrow
  // such a request to this loader (maintenance-step.ts, storefront-password-step.ts), and it
  // redirects here. The password step answers writes itself (actions run before any loader) and
  // leaves a locked page's document to this redirect as well.
  const target = maintenanceRedirect(new URL(request.url).pathname, context.maintenance.active);
  if (target) throw redirect(target);
  const url = new URL(request.url);
  if (isLockedPath(url.pathname, context.storefrontLock.locked)) throw redirect(passwordRedirectTarget(url));

  const {content} = context;
  // `?discount=` and a stale cart cookie answer with a redirect (see layoutCart).
  const cartForLayout = layoutCart(request, context);
  cartForLayout.catch(() => {}); // awaited below; this only marks an early redirect as handled
  // Experiment assignment happens here, before rendering, so the HTML carries the variant.
  const edge = loadEdgeRootData(context, request);
  // Menus come from the CMS; if it cannot answer, the fallback menus keep the header usable.
  // Static images (the menu's category pictures, the error pages' picture) come in the same content batch.
  const [menus, dictionary, staticImages] = await Promise.all([
    content.getEntries<MenuFields>({content_type: 'navigationMenu', include: 3, limit: 10}, {cache: CacheLong()}).catch(() => null),
    loadDictionary(content),
    content.getEntries<StaticImageEntry>({content_type: 'staticImage', include: 1, limit: 100}, {cache: CacheLong()}).catch(() => null),
  ]);
  const byName = (name: string) => menus?.find((menu) => menu.fields.name === name) ?? null;
  const main = toNavItems(byName('main'), menuImagesOf(staticImages));
  const footerShop = toNavItems(byName('footer-shop'));
  const footerHelp = toNavItems(byName('footer-help'));

  return {
    origin: new URL(request.url).origin,
    isLoggedIn: await isSignedIn(context),
    accountEvent: takeFlash(context, FLASH.event),
    dictionary,
    preview: content.preview,
    menus: {
      main: main.length ? main : FALLBACK_MENUS.main,
      footerShop: footerShop.length ? footerShop : FALLBACK_MENUS.footerShop,
      footerHelp: footerHelp.length ? footerHelp : FALLBACK_MENUS.footerHelp,
    },
    // The error pages' picture, looked up by title; null: they show the bundled one.
    errorImage: errorImageOf(staticImages, ERROR_IMAGE_TITLE),
    // Deferred: the cart count streams in without holding the page.
    cart: (await cartForLayout).cart,
    edge: await edge,
  };
}

/** Routes set `handle = {layout: 'empty'}` to render without header and footer. */
function useLayout(): 'default' | 'empty' {
  const matches = useMatches();
  const empty = matches.some((m) => (m.handle as {layout?: string} | undefined)?.layout === 'empty');
  return empty ? 'empty' : 'default';
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useRenderNonce();
  const data = useRouteLoaderData<RootLoader>('root');
  const layout = useLayout();

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <Links />
        <LateFont nonce={nonce} />
      </head>
      <body>
        {data?.preview ? (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        ) : null}
        <EdgeServices data={data?.edge} cart={data?.cart ?? null} minimal={layout === 'empty'}>
          {layout === 'empty' ? (
            children
          ) : data ? (
            <PageLayout menus={data.menus} cart={data.cart}>
              {children}
            </PageLayout>
          ) : (
            // The root data failed (its error page): the fallback menus, whose code only this rare page loads.
            <PartBoundary part={FallbackPageLayout}>
              <FallbackPageLayout>{children}</FallbackPageLayout>
            </PartBoundary>
          )}
        </EdgeServices>
        <StartAfterLoadScript nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // `<html data-hydrated>`: the page is interactive, split parts included (their
  // chunks load before hydration starts); progressive enhancement hooks and tests use it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <NewBuildWatch />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <PartBoundary part={RouteErrorPage}>
      <RouteErrorPage />
    </PartBoundary>
  );
}
