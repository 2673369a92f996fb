import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadContactFormTexts} from '~/features/contact/contact.server';

export const meta: MetaFunction = () => [{title: 'Message sent | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: LoaderFunctionArgs) {
  const texts = await loadContactFormTexts(context);
  return {heading: texts.successHeading, body: texts.successBody};
}

export default function ContactSuccessPage() {
  const {heading, body} = useLoaderData<typeof loader>();
  return (
    <div className="contact-page contact-page--result" data-testid="contact-success">
      <h1>{heading}</h1>
      <p>{body}</p>
      <p className="contact-page__actions">
        <Link to="/" className="button button--primary">
          Back to the shop
        </Link>
        <Link to="/learn">Read our oral-care guides</Link>
      </p>
    </div>
  );
}
