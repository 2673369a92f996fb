import {Link} from '@remix-run/react';
import type {MetaFunction} from '@shopify/remix-oxygen';
import {formatPhone} from '~/features/account/phone';
import {useAccountCustomer, useHostedLogin} from './account._private';

export const meta: MetaFunction = () => [{title: 'Contact information | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export default function ContactInformationPage() {
  const customer = useAccountCustomer();
  const hostedLogin = useHostedLogin();
  return (
    <section data-testid="contact-information-page">
      <h1>Contact information</h1>
      <div className="account-panel">
        <h2>Profile</h2>
        <dl className="order-totals" data-testid="profile-summary">
          <dt>Name</dt>
          <dd>{[customer.firstName, customer.lastName].filter(Boolean).join(' ') || '—'}</dd>
          <dt>Email</dt>
          <dd>{customer.email}</dd>
          <dt>Phone</dt>
          <dd data-testid="profile-phone">{formatPhone(customer.phone) || '—'}</dd>
        </dl>
        <Link to="/account/contact-information/profile">Edit profile</Link>
      </div>
      {hostedLogin ? null : (
        <div className="account-panel">
          <h2>Password</h2>
          <p className="muted">Choose a new password for signing in.</p>
          <Link to="/account/contact-information/password">Change password</Link>
        </div>
      )}
    </section>
  );
}
