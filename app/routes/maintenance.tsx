import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {MetaFunction} from '@remix-run/react';
import {MAINTENANCE_RETRY_AFTER_SECONDS} from '~/features/guards/shop-lock';

/** Empty layout: no header, footer or cart while the shop is down for maintenance. */
export const handle = {layout: 'empty'};

export const meta: MetaFunction = () => [{title: 'We’ll be back soon | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export function headers() {
  return {'Cache-Control': 'no-store', 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS)};
}

export async function loader({context}: LoaderFunctionArgs) {
  // With maintenance off this page does not exist for shoppers: go home.
  if (!context.maintenance.active) throw redirect('/');
  // Planned downtime: 503 with Retry-After (headers below), so crawlers and monitors keep the shop's pages.
  return data(null, {status: 503});
}

export default function Maintenance() {
  return (
    <main className="maintenance" data-testid="maintenance-page">
      <h1>We’ll be back soon</h1>
      <p>We’re giving the shop a quick polish. Your cart and account are safe, and we’ll be open again shortly.</p>
    </main>
  );
}
