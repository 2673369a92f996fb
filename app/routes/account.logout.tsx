import {redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {signOut} from '~/features/account/auth.server';
import {NO_STORE} from '~/features/account/route-helpers';

/** Sign-out only by POST (a link could be triggered by any page); GET goes to the account. */
export async function loader() {
  return redirect('/account', {headers: NO_STORE});
}

export async function action({context}: ActionFunctionArgs) {
  await signOut(context);
  return redirect('/', {headers: NO_STORE});
}
