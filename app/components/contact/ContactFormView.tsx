import {Form, useNavigation} from '@remix-run/react';
import {useRef} from 'react';
import {pushEvent} from '~/features/analytics/data-layer';
import {CONTACT_LIMITS, type ContactErrors, type ContactForm} from '~/features/contact/contact-form';
import {useT} from '~/components/content/useT';
import {FormField, describedBy as fieldDescribedBy} from '~/components/controls/FormField';

interface Props {
  topics: string[];
  values?: Partial<ContactForm>;
  errors?: ContactErrors;
}

function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: keyof ContactForm;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <FormField look="contact" id={`contact-${name}`} name={name} label={label} error={error} hint={hint}>
      {children}
    </FormField>
  );
}

const describedBy = (name: string, error?: string, hint?: boolean) => fieldDescribedBy(`contact-${name}`, {error, hint}, 'contact');

/** The contact form; posts to /contact-us-email (validated on the server, works without JavaScript). */
export function ContactFormView({topics, values = {}, errors = {}}: Props) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/contact-us-email';
  const started = useRef(false);
  return (
    <Form
      method="post"
      action="/contact-us-email"
      className="contact-form"
      data-testid="contact-form"
      noValidate
      onFocus={() => {
        if (started.current) return;
        started.current = true;
        pushEvent('form_start', {form_name: 'contact'});
      }}
      onSubmit={() => pushEvent('form_submit', {form_name: 'contact'})}
    >
      <Field name="name" label={t('contact.name', 'Your name')} error={errors.name}>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          defaultValue={values.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name', errors.name)}
        />
      </Field>
      <Field name="email" label={t('contact.email', 'Email address')} error={errors.email}>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          defaultValue={values.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email', errors.email)}
        />
      </Field>
      <Field
        name="orderNumber"
        label={t('contact.orderNumber', 'Order number (optional)')}
        error={errors.orderNumber}
        hint={t('contact.orderNumberHint', 'Found in your order confirmation email, like #1001.')}
      >
        <input
          id="contact-orderNumber"
          name="orderNumber"
          inputMode="numeric"
          defaultValue={values.orderNumber}
          aria-invalid={Boolean(errors.orderNumber)}
          aria-describedby={describedBy('orderNumber', errors.orderNumber, true)}
        />
      </Field>
      <Field name="topic" label={t('contact.topic', 'Topic')} error={errors.topic}>
        <select
          id="contact-topic"
          name="topic"
          required
          defaultValue={values.topic ?? ''}
          aria-invalid={Boolean(errors.topic)}
          aria-describedby={describedBy('topic', errors.topic)}
        >
          <option value="" disabled>
            {t('contact.chooseTopic', 'Choose a topic')}
          </option>
          {topics.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" label={t('contact.message', 'Message')} error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          required
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values.message}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message', errors.message)}
        />
      </Field>
      {/* Left empty by people; bots that fill every field are thanked and ignored. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button button--primary" disabled={sending} data-testid="contact-submit">
        {sending ? t('contact.sending', 'Sending…') : t('contact.submit', 'Send message')}
      </button>
    </Form>
  );
}
