/** The contact form (/contact-us-email): its fields, limits and outbox message; the server reads and checks it in contact-input.server.ts. */

export interface ContactForm {
  name: string;
  email: string;
  orderNumber: string;
  topic: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const CONTACT_LIMITS = {name: 100, email: 254, message: 2000, messageMin: 10} as const;

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
