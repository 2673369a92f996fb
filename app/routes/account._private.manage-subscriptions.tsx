import {Suspense} from 'react';
import {Link, useActionData, useLoaderData} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {FormMessage} from '~/components/account/FormMessage';
import {Skeleton} from '~/components/account/Skeleton';
import {SubscriptionCard} from '~/components/account/SubscriptionCard';
import {requireCustomer} from '~/features/guards';
import {signedOutResponse} from '~/features/account/customer.server';
import {FLASH, NO_STORE} from '~/features/account/route-helpers';
import {field, readForm} from '~/infra/http';
import {parseSubscriptionChange} from '~/features/account/account-input.server';
import {
  SubscriptionServiceError,
  changeSubscription,
  customerIdForToken,
  ensureOgAuth,
  listSubscriptions,
} from '~/features/account/subscriptions.server';
import {Deferred} from '~/ui/deferred';

export const meta: MetaFunction = () => [{title: 'Manage subscriptions | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export async function loader(args: LoaderFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {context, request} = args;
  // No subscription service configured: the page says subscriptions are off; the rest of the account works.
  if (!context.config.subscriptions.enabled) return {subscriptions: null, off: true};
  const customerId = await customerIdForToken(context, customerAccessToken);
  if (!customerId) throw signedOutResponse(context);
  const ogAuth = await ensureOgAuth(context, request, customerId);
  // Deferred: the list streams in; if the service fails the page says so.
  const subscriptions = listSubscriptions(context, ogAuth).catch(() => null);
  return {subscriptions, off: false};
}

const NOTICES = {
  frequency: 'Your delivery frequency has been changed.',
  skip: 'Your next delivery has been skipped.',
  cancel: 'Your subscription has been cancelled.',
} as const;

export async function action(args: ActionFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {context, request} = args;
  const form = await readForm(request);
  const intent = field(form, 'intent');
  const id = field(form, 'subscriptionId');
  const change = parseSubscriptionChange({kind: intent, sellingPlanId: field(form, 'sellingPlanId')});
  if (!change) return data({error: 'Unknown subscription action.'}, {status: 400, headers: NO_STORE});
  if (!context.config.subscriptions.enabled) return data({error: SUBSCRIPTIONS_OFF}, {status: 503, headers: NO_STORE});

  const customerId = await customerIdForToken(context, customerAccessToken);
  if (!customerId) throw signedOutResponse(context);
  const ogAuth = await ensureOgAuth(context, request, customerId);
  try {
    await changeSubscription(context, ogAuth, id, change);
  } catch (error) {
    if (error instanceof SubscriptionServiceError) {
      if (error.status === 404) throw new Response('Not found', {status: 404, headers: NO_STORE});
      return data({error: error.message}, {status: error.status >= 500 ? 503 : 400, headers: NO_STORE});
    }
    throw error;
  }
  context.session.flash(FLASH.notice, NOTICES[change.kind]);
  return redirect('/account/manage-subscriptions', {headers: NO_STORE});
}

const SUBSCRIPTIONS_OFF = 'Subscriptions are not available in this shop at the moment.';

export default function ManageSubscriptionsPage() {
  const {subscriptions, off} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (off) {
    return (
      <section data-testid="subscriptions-page">
        <h1>Manage subscriptions</h1>
        <p className="muted" data-testid="subscriptions-off">
          {SUBSCRIPTIONS_OFF} Your orders and account details are unaffected. <Link to="/account">Back to your account</Link>
        </p>
      </section>
    );
  }
  const failed = (
    <p className="form-message form-message--error">We couldn't load your subscriptions right now. Please try again in a moment.</p>
  );
  return (
    <section data-testid="subscriptions-page">
      <h1>Manage subscriptions</h1>
      <FormMessage error={result?.error} />
      <Suspense fallback={<Skeleton label="Loading your subscriptions" rows={2} />}>
        <Deferred resolve={subscriptions} errorElement={failed}>
          {(list) =>
            !list ? (
              failed
            ) : list.length ? (
              <ul className="subscription-list" data-testid="subscription-list">
                {list.map((subscription) => (
                  <SubscriptionCard key={subscription.id} subscription={subscription} />
                ))}
              </ul>
            ) : (
              <p className="muted" data-testid="no-subscriptions">
                You have no subscriptions yet. Choose “Subscribe &amp; save” on a toothpaste, brush head or whitening pen and it will show
                up here after checkout. <Link to="/products">Browse products</Link>
              </p>
            )
          }
        </Deferred>
      </Suspense>
    </section>
  );
}
