import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {readContactForm, validateContactForm} from '~/features/contact/contact-input.server';
import {CONTACT_DRAFT_KEY, loadContactFormTexts, sendContactMessage} from '~/features/contact/contact.server';
import {ContactFormView} from '~/components/contact/ContactFormView';
import {readFormOrNull} from '~/infra/http';

export const meta: MetaFunction = () => [
  {title: 'Email us | Oral Care Shop'},
  {
    name: 'description',
    content: 'Send our support team a message about an order, a return, a subscription or a product. We reply within one business day.',
  },
];

export async function loader({context}: LoaderFunctionArgs) {
  return {texts: await loadContactFormTexts(context)};
}

export async function action({request, context}: ActionFunctionArgs) {
  const formData = await readFormOrNull(request);
  if (!formData) {
    return data({errors: {message: 'The form could not be read. Please try again.'}, values: {}}, {status: 400});
  }
  const form = readContactForm(formData);
  const texts = await loadContactFormTexts(context);
  const errors = validateContactForm(form, texts.topics);
  if (Object.keys(errors).length) return data({errors, values: form}, {status: 400});
  // Honeypot filled: thank the bot, send nothing.
  if (formData.get('website')) return redirect('/contact-us-email-success');

  if (await sendContactMessage(context, form)) return redirect('/contact-us-email-success');
  // Keep the shopper's text for the failure page (a redirect without JavaScript too).
  context.session.flash(CONTACT_DRAFT_KEY, JSON.stringify(form));
  return redirect('/contact-us-email-failure');
}

export default function ContactEmailPage() {
  const {texts} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="contact-page contact-page--form" data-testid="contact-email-page">
      <h1>{texts.heading}</h1>
      <p className="contact-page__intro">{texts.intro}</p>
      {result?.errors ? (
        <p className="form-summary" role="alert" data-testid="form-errors">
          Please check the highlighted fields.
        </p>
      ) : null}
      <ContactFormView topics={texts.topics} values={result?.values} errors={result?.errors} />
    </div>
  );
}
