import {Form, NavLink} from '@remix-run/react';

export const ACCOUNT_SECTIONS = [
  {to: '/account', label: 'Overview', end: true},
  {to: '/account/my-orders', label: 'My orders'},
  {to: '/account/manage-subscriptions', label: 'Manage subscriptions'},
  {to: '/account/address-book', label: 'Address book'},
  {to: '/account/contact-information', label: 'Contact information'},
] as const;

/** The account layout's section links and the sign-out button (a POST form, works without JavaScript). */
export function AccountNav() {
  return (
    <nav aria-label="Account" className="account-nav">
      <ul>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={'end' in section} data-prefetch="intent">
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/account/logout" reloadDocument>
        <button type="submit" className="link-button" data-testid="sign-out">
          Sign out
        </button>
      </Form>
    </nav>
  );
}
