import * as v from 'valibot';
import {CONTACT_LIMITS, type ContactErrors, type ContactForm} from './contact-form';

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[a-z]{2,}$/i;
const ORDER_NUMBER = /^#?\d{3,10}$/;

/** A field as typed, trimmed, with Windows line ends made plain ('' when absent or not text). */
const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : '';
};

export function readContactForm(data: FormData): ContactForm {
  return {
    name: text(data, 'name'),
    email: text(data, 'email'),
    orderNumber: text(data, 'orderNumber'),
    topic: text(data, 'topic'),
    message: text(data, 'message'),
  };
}

const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com.';

/** The form's rules; each field reports its first problem only. The topics come from the CMS. */
const contactSchema = (topics: string[]) =>
  v.object({
    name: v.pipe(
      v.string(),
      v.nonEmpty('Please enter your name.'),
      v.maxLength(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters.`),
    ),
    email: v.pipe(
      v.string(),
      v.nonEmpty('Please enter your email address so we can reply.'),
      v.maxLength(CONTACT_LIMITS.email, INVALID_EMAIL),
      v.regex(EMAIL, INVALID_EMAIL),
    ),
    // Optional: checked only when given.
    orderNumber: v.pipe(
      v.string(),
      v.check((value) => !value || ORDER_NUMBER.test(value), 'Order numbers look like #1001. Leave this empty if you have none.'),
    ),
    topic: v.pipe(
      v.string(),
      v.check((value) => topics.includes(value), 'Please choose a topic.'),
    ),
    message: v.pipe(
      v.string(),
      v.nonEmpty('Please tell us how we can help.'),
      v.minLength(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`),
      v.maxLength(
        CONTACT_LIMITS.message,
        (issue) => `Please keep your message under ${CONTACT_LIMITS.message} characters (it has ${issue.received}).`,
      ),
    ),
  });

/** Every problem with the form, keyed by field; empty when it can be sent. */
export function validateContactForm(form: ContactForm, topics: string[]): ContactErrors {
  const result = v.safeParse(contactSchema(topics), form, {abortPipeEarly: true});
  if (result.success) return {};
  const nested = v.flatten<ReturnType<typeof contactSchema>>(result.issues).nested ?? {};
  const errors: ContactErrors = {};
  for (const [name, messages] of Object.entries(nested)) if (messages?.[0]) errors[name as keyof ContactForm] = messages[0];
  return errors;
}
