import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {MetaFunction} from '@remix-run/react';

export const meta: MetaFunction = () => [{title: 'Page Not Found | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

/** Every path no other route matches: the root error boundary renders the 404 page. */
export async function loader({request}: LoaderFunctionArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
}

export default function CatchAllPage() {
  return null;
}
