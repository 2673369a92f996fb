import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ContactForm} from './contact-form';
import {outboxMessage} from './contact-form';

export interface ContactFormFields {
  heading: string;
  intro: string;
  topics: string[];
  successHeading: string;
  successBody: string;
  failureHeading: string;
  failureBody: string;
}

/** Used when the CMS entry cannot be read, so the form always works. */
export const DEFAULT_CONTACT_FORM: ContactFormFields = {
  heading: 'Email us',
  intro: 'Tell us how we can help and we will reply by email within one business day.',
  topics: ['Order status', 'Returns & warranty', 'Subscriptions', 'Product question', 'Something else'],
  successHeading: 'Thanks, your message is on its way',
  successBody: 'We will reply to the email address you gave us within one business day.',
  failureHeading: 'We could not send your message',
  failureBody: 'Your message was not sent. Your text is kept below: please try again in a moment.',
};

export async function loadContactFormTexts(context: AppLoadContext): Promise<ContactFormFields> {
  const entry = await context.content.getEntryBy<Partial<ContactFormFields>>('contactForm', 'key', 'default').catch(() => null);
  const f = entry?.fields ?? {};
  const topics = Array.isArray(f.topics) ? f.topics.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
  return {
    ...DEFAULT_CONTACT_FORM,
    ...Object.fromEntries(Object.entries(f).filter(([, v]) => typeof v === 'string' && v.trim() !== '')),
    topics: topics.length ? topics : DEFAULT_CONTACT_FORM.topics,
  } as ContactFormFields;
}

export const CONTACT_SEND_TIMEOUT_MS = 5000;
/** Session key for the shopper's text when a send fails (shown again on the failure page). */
export const CONTACT_DRAFT_KEY = 'contactDraft';

/**
 * Posts the message to `CONTACT_API_URL`'s `/outbox/messages` (default: the local platform's
 * outbox; a real store's domain has none); false when it could not be delivered.
 */
export async function sendContactMessage(context: AppLoadContext, form: ContactForm): Promise<boolean> {
  const origin = context.config.contactOrigin;
  if (!origin) return false;
  try {
    const response = await fetch(`${origin}/outbox/messages`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(outboxMessage(form)),
      signal: AbortSignal.timeout(CONTACT_SEND_TIMEOUT_MS),
    });
    if (!response.ok) console.error(`[contact] outbox answered ${response.status}`);
    return response.ok;
  } catch (error) {
    console.error('[contact] send failed:', error instanceof Error ? error.message : error);
    return false;
  }
}
