/** The contact form (/contact-us-email): fields, server-side validation and the outbox message. */

export interface ContactForm {
  name: string;
  email: string;
  orderNumber: string;
  topic: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const CONTACT_LIMITS = {name: 100, email: 254, message: 2000, messageMin: 10} as const;

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[a-z]{2,}$/i;
const ORDER_NUMBER = /^#?\d{3,10}$/;

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : '';
};

export function readContactForm(data: FormData): ContactForm {
  return {
    name: field(data, 'name'),
    email: field(data, 'email'),
    orderNumber: field(data, 'orderNumber'),
    topic: field(data, 'topic'),
    message: field(data, 'message'),
  };
}

/** Every problem with the form, keyed by field; empty when it can be sent. */
export function validateContactForm(form: ContactForm, topics: string[]): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name) errors.name = 'Please enter your name.';
  else if (form.name.length > CONTACT_LIMITS.name) errors.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
  if (!form.email) errors.email = 'Please enter your email address so we can reply.';
  else if (form.email.length > CONTACT_LIMITS.email || !EMAIL.test(form.email))
    errors.email = 'Please enter a valid email address, like name@example.com.';
  if (form.orderNumber && !ORDER_NUMBER.test(form.orderNumber))
    errors.orderNumber = 'Order numbers look like #1001. Leave this empty if you have none.';
  if (!topics.includes(form.topic)) errors.topic = 'Please choose a topic.';
  if (!form.message) errors.message = 'Please tell us how we can help.';
  else if (form.message.length < CONTACT_LIMITS.messageMin)
    errors.message = `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`;
  else if (form.message.length > CONTACT_LIMITS.message)
    errors.message = `Please keep your message under ${CONTACT_LIMITS.message} characters (it has ${form.message.length}).`;
  return errors;
}

/** The outbox message (kind contact_form) for a valid form. */
export function outboxMessage(form: ContactForm) {
  const order = form.orderNumber ? (form.orderNumber.startsWith('#') ? form.orderNumber : `#${form.orderNumber}`) : '';
  return {
    kind: 'contact_form',
    from: form.email,
    subject: `${form.topic}${order ? ` (order ${order})` : ''} from ${form.name}`.slice(0, 200),
    text: [`Name: ${form.name}`, `Email: ${form.email}`, `Order: ${order || 'none'}`, `Topic: ${form.topic}`, '', form.message].join('\n'),
  };
}
