import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {landingPageData, landingPageMeta, type LandingPageFields} from '~/features/content/landing.server';
import {isSafeUrl} from '~/features/content/link-safety';
import {Sections} from '~/components/sections/Sections';
import {useT} from '~/components/content/useT';
import {ChatEntry} from '~/components/chat/ChatEntry';

/** Without its CMS landing page, the page keeps a plain title. */
const PLAIN_META = [{title: 'Contact Us | Oral Care Shop'}];

/** The tags the loader worked out (landingPageMeta). */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? PLAIN_META;

interface SupportSettings {
  supportEmail?: string;
  supportPhone?: string;
  helpUrl?: string;
}

export async function loader({request, context}: LoaderFunctionArgs) {
  // The support details are what this page is for; the FAQ sections are optional.
  const [settings, page] = await Promise.all([
    context.content.getEntryBy<SupportSettings>('siteSettings', 'key', 'default'),
    context.content.getEntryBy<LandingPageFields>('landingPage', 'slug', 'contact-us').catch(() => null),
  ]);
  const landing = page ? await landingPageData(context, page) : null;
  return {
    support: settings?.fields ?? {},
    page: landing?.page ?? null,
    sections: landing?.sections ?? [],
    products: landing?.products ?? {},
    meta: landing ? landingPageMeta(landing.page, request) : PLAIN_META,
  };
}

/** (800) 555-0199 style, from 1-800-555-0199 or +18005550199. */
function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

export default function ContactPage() {
  const {support, sections, products} = useLoaderData<typeof loader>();
  const t = useT();
  const phoneDigits = support.supportPhone?.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return (
    <div className="contact-page" data-testid="contact-page">
      <h1>{t('contact.heading', 'Contact Us')}</h1>
      <p className="contact-page__intro">
        {t('contact.intro', 'Questions about an order, a product or your smile? Our support team is happy to help.')}
      </p>
      <div className="contact-options">
        <section className="contact-option contact-option--chat" aria-labelledby="contact-chat" data-chat-entry="">
          <h2 id="contact-chat">{t('chat.start', 'Chat with us')}</h2>
          <ChatEntry source="contact-us" />
          <p className="contact-option__fallback">
            {t('contact.chatFallback', 'Outside chat hours, or if chat does not open,')}{' '}
            <Link to="/contact-us-email">{t('contact.emailInstead', 'send us an email instead')}</Link>.
          </p>
        </section>
        <section className="contact-option" aria-labelledby="contact-email">
          <h2 id="contact-email">{t('contact.emailHeading', 'Email us')}</h2>
          <p>{t('contact.emailBody', 'Use our contact form and we will reply within one business day.')}</p>
          <Link to="/contact-us-email" className="button button--primary" data-testid="contact-email-link">
            {t('contact.emailCta', 'Write to us')}
          </Link>
          {support.supportEmail ? (
            <p>
              <a href={`mailto:${support.supportEmail}`}>{support.supportEmail}</a>
            </p>
          ) : null}
        </section>
        {support.supportPhone && phoneDigits ? (
          <section className="contact-option" aria-labelledby="contact-phone">
            <h2 id="contact-phone">{t('contact.phoneHeading', 'Call us')}</h2>
            <p>
              <a href={`tel:+1${phoneDigits}`} data-testid="contact-phone">
                {displayPhone(support.supportPhone)}
              </a>
            </p>
            <p>{t('contact.phoneHours', 'Monday to Friday, 9:00 am to 5:30 pm Eastern.')}</p>
          </section>
        ) : null}
      </div>
      <Sections sections={sections} products={products} />
      {support.helpUrl && isSafeUrl(support.helpUrl) ? (
        <p className="contact-page__help">
          <a href={support.helpUrl} target="_blank" rel="noopener noreferrer">
            {t('contact.helpCenter', 'Visit our Help & FAQ center')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
