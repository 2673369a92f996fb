import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ContactForm} from '~/features/contact/contact-form';
import {CONTACT_DRAFT_KEY, loadContactFormTexts} from '~/features/contact/contact.server';
import {ContactFormView} from '~/components/contact/ContactFormView';

export const meta: MetaFunction = () => [{title: 'Message not sent | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

function readDraft(value: unknown): Partial<ContactForm> {
  if (typeof value !== 'string') return {};
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Partial<ContactForm>;
  } catch {
    return {};
  }
}

export async function loader({context}: LoaderFunctionArgs) {
  const [texts, settings] = await Promise.all([
    loadContactFormTexts(context),
    context.content.getEntryBy<{supportPhone?: string}>('siteSettings', 'key', 'default').catch(() => null),
  ]);
  // The flashed draft is read once; the retry form below carries it from here on.
  const hadDraft = context.session.has(CONTACT_DRAFT_KEY);
  const values = readDraft(context.session.get(CONTACT_DRAFT_KEY));
  if (hadDraft) context.session.unset(CONTACT_DRAFT_KEY);
  return {texts, values, phone: settings?.fields.supportPhone ?? null};
}

export default function ContactFailurePage() {
  const {texts, values, phone} = useLoaderData<typeof loader>();
  return (
    <div className="contact-page contact-page--form" data-testid="contact-failure">
      <h1>{texts.failureHeading}</h1>
      <p className="contact-page__intro" role="alert">
        {texts.failureBody}
        {phone ? (
          <>
            {' '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </>
        ) : null}
      </p>
      <ContactFormView topics={texts.topics} values={values} />
    </div>
  );
}
