import {redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {signOut} from '~/features/account/auth.server';
import {hostedSignOut} from '~/features/account/hosted-login.server';
import {NO_STORE} from '~/features/account/route-helpers';

/** Sign-out only by POST (a link could be triggered by any page); GET goes to the account. */
export async function loader() {
  return redirect('/account', {headers: NO_STORE});
}

export async function action({context, request}: ActionFunctionArgs) {
  if (context.customerAccount) return hostedSignOut(context, context.customerAccount, request);
  await signOut(context);
  return redirect('/', {headers: NO_STORE});
}
