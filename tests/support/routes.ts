import {readdirSync} from 'node:fs';
import path from 'node:path';
import {LANDING_PAGE_SLUGS, LEGAL_PAGE_SLUGS} from '../../app/features/content/page-slugs';
import {ROOT} from './servers';

/**
 * One sample URL per route module of app/routes (params filled with real
 * handles), so the security tests can prove a rule "on every route". The
 * test that uses it fails when a route file is added without a URL here.
 */
export const ROUTE_URLS: Record<string, string> = {
  $: '/no-such-page',
  _index: '/',
  'account._guest.activate': '/account/activate',
  'account._guest.create-account': '/account/create-account',
  'account._guest.create-account_.student': '/account/create-account/student',
  'account._guest.login': '/account/login',
  'account._guest.reset-password': '/account/reset-password',
  'account._guest': '/account/login',
  'account._private._index': '/account',
  'account._private.address-book': '/account/address-book',
  'account._private.contact-information._index': '/account/contact-information',
  'account._private.contact-information.password': '/account/contact-information/password',
  'account._private.contact-information.profile': '/account/contact-information/profile',
  'account._private.manage-subscriptions': '/account/manage-subscriptions',
  'account._private.my-orders.$slug': '/account/my-orders/1001',
  'account._private.my-orders._index': '/account/my-orders',
  'account._private': '/account',
  'account.authorize': '/account/authorize',
  'account.logout': '/account/logout',
  'api.analytics.config': '/api/analytics/config',
  'api.attribution': '/api/attribution',
  'api.bundle-config': '/api/bundle-config',
  'api.chat.messages': '/api/chat/messages',
  'api.chat.status': '/api/chat/status',
  'api.cms.campaigns': '/api/cms/campaigns',
  'api.cms.categories': '/api/cms/categories',
  'api.cms.static-images': '/api/cms/static-images',
  'api.consent': '/api/consent',
  'api.csp-report': '/api/csp-report',
  'api.email-sign-up': '/api/email-sign-up',
  'api.experiments': '/api/experiments',
  'api.og-cookie': '/api/og-cookie',
  'api.page-cache.purge': '/api/page-cache/purge',
  'api.content.webhook': '/api/content/webhook',
  'api.products': '/api/products',
  'api.search': '/api/search',
  'api.search_.predictive': '/api/search/predictive',
  'api.search_.trending': '/api/search/trending',
  'app-privacy': '/app-privacy',
  'app-terms-of-service': '/app-terms-of-service',
  'california-consumer-protection-act-addendum': '/california-consumer-protection-act-addendum',
  cart: '/cart',
  'cms.$id': '/cms/img-home-hero-desktop',
  'contact-us-email-failure': '/contact-us-email-failure',
  'contact-us-email-success': '/contact-us-email-success',
  'contact-us-email': '/contact-us-email',
  'contact-us': '/contact-us',
  'discount-code-terms-and-conditions': '/discount-code-terms-and-conditions',
  'hum-smart-toothbrush-app': '/hum-smart-toothbrush-app',
  'kids-app-privacy': '/kids-app-privacy',
  'learn.$slug': '/learn/how-teeth-whitening-works',
  'learn._index': '/learn',
  maintenance: '/maintenance',
  opticobsessed: '/opticobsessed',
  password: '/password',
  'products.$slug': '/products/colgate-toothpaste',
  'products._index': '/products',
  'returns-and-warranty': '/returns-and-warranty',
  'rewards-terms': '/rewards-terms',
  'robots[.]txt': '/robots.txt',
  search: '/search?q=whitening',
  'sitemap[.]xml': '/sitemap.xml',
  'total-sfmarathon': '/total-sfmarathon',
  total: '/total',
  'whitening-product-quiz': '/whitening-product-quiz',
};

/**
 * Every route by id without its `routes/` prefix, with the module file that
 * serves it: the files of app/routes, and the CMS pages app/routes.ts maps to
 * one shared module each.
 */
export function routeModules(): Array<{name: string; file: string}> {
  const files = readdirSync(path.join(ROOT, 'app/routes'))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
    .map((f) => ({name: f.replace(/\.tsx?$/, ''), file: path.join(ROOT, 'app/routes', f)}));
  const shared = (module: string, slugs: readonly string[]) =>
    slugs.map((name) => ({name, file: path.join(ROOT, 'app/cms-page-routes', module)}));
  return [...files, ...shared('legal-page.tsx', LEGAL_PAGE_SLUGS), ...shared('landing-page.tsx', LANDING_PAGE_SLUGS)];
}
/** Route modules that export an action (they accept POST and friends). */
export const ACTION_ROUTES = [
  'account._guest.activate',
  'account._guest.create-account',
  'account._guest.create-account_.student',
  'account._guest.login',
  'account._guest.reset-password',
  'account._private.address-book',
  'account._private.contact-information.password',
  'account._private.contact-information.profile',
  'account._private.manage-subscriptions',
  'account.logout',
  'api.analytics.config',
  'api.attribution',
  'api.chat.messages',
  'api.consent',
  'api.csp-report',
  'api.email-sign-up',
  'api.og-cookie',
  'api.page-cache.purge',
  'api.content.webhook',
  'api.search',
  'api.search_.predictive',
  'cart',
  'contact-us-email',
  'password',
];
