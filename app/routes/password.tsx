import {Form, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {afterUnlockPath} from '~/features/guards/shop-lock';
import {passwordDigest, UNLOCK_SESSION_KEY} from '~/server/storefront-password.server';
import {tokensMatch} from '~/features/content/preview';
import {readForm} from '~/infra/http';

export const meta: MetaFunction = () => [{title: 'Enter store password | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export const handle = {layout: 'empty'};

/** The storefront password page: only in use when STOREFRONT_PASSWORD is set. */
export async function loader({request, context}: LoaderFunctionArgs) {
  const back = afterUnlockPath(new URL(request.url).searchParams.get('redirect'));
  if (!context.storefrontLock.enabled || !context.storefrontLock.locked) throw redirect(back);
  return {redirectTo: back};
}

export async function action({request, context}: ActionFunctionArgs) {
  const password = context.config.storefrontPassword;
  const form = await readForm(request);
  const back = afterUnlockPath(form.get('redirect'));
  if (!password) return redirect(back);
  const attempt = form.get('password');
  if (typeof attempt !== 'string' || !attempt) {
    return data({error: 'Please enter the store password.'}, {status: 400});
  }
  if (!tokensMatch(attempt, password)) {
    return data({error: 'That password is not right. Please try again.'}, {status: 401});
  }
  context.session.set(UNLOCK_SESSION_KEY, await passwordDigest(password));
  return redirect(back);
}

export default function PasswordPage() {
  const {redirectTo} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="password-page" data-testid="password-page">
      <h1>Opening soon</h1>
      <p>This store is private for now. If you have the password, enter it below.</p>
      <Form method="post" className="password-page__form">
        <input type="hidden" name="redirect" value={redirectTo} />
        <label htmlFor="store-password">Store password</label>
        <input
          id="store-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={Boolean(result?.error)}
          aria-describedby={result?.error ? 'store-password-error' : undefined}
        />
        {result?.error ? (
          <p id="store-password-error" className="form-field__error" role="alert">
            {result.error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          Enter
        </button>
      </Form>
    </main>
  );
}
