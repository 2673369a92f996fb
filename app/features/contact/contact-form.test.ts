import {describe, expect, it} from 'vitest';
import {outboxMessage} from './contact-form';
import {readContactForm, validateContactForm} from './contact-input.server';

const TOPICS = ['Order status', 'Something else'];
const form = (over: Record<string, string> = {}) => {
  const data = new FormData();
  const values = {
    name: ' Sam Lee ',
    email: 'sam@example.com',
    orderNumber: '',
    topic: 'Order status',
    message: 'Where is my order, please?',
    ...over,
  };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return readContactForm(data);
};

describe('contact form', () => {
  it('accepts a complete form and trims it', () => {
    expect(form().name).toBe('Sam Lee');
    expect(validateContactForm(form(), TOPICS)).toEqual({});
    expect(validateContactForm(form({orderNumber: '#1001'}), TOPICS)).toEqual({});
  });

  it('explains every problem', () => {
    const errors = validateContactForm(form({name: '', email: 'sam@', orderNumber: 'abc', topic: 'Refund!!', message: 'hi'}), TOPICS);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'orderNumber', 'topic']);
    expect(validateContactForm(form({message: 'x'.repeat(2001)}), TOPICS).message).toMatch(/under 2000/);
    expect(validateContactForm(form({email: ''}), TOPICS).email).toMatch(/enter your email/);
  });

  it('shows the first problem of each field, word for word', () => {
    expect(validateContactForm(form({name: '', email: 'sam@', orderNumber: 'abc', topic: 'Refund!!', message: 'hi'}), TOPICS)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@example.com.',
      orderNumber: 'Order numbers look like #1001. Leave this empty if you have none.',
      topic: 'Please choose a topic.',
      message: 'Please write at least 10 characters so we can help.',
    });
    expect(validateContactForm(form({name: 'n'.repeat(101), email: `${'a'.repeat(250)}@b.co`, message: ''}), TOPICS)).toEqual({
      name: 'Please keep your name under 100 characters.',
      email: 'Please enter a valid email address, like name@example.com.',
      message: 'Please tell us how we can help.',
    });
    expect(validateContactForm(form({email: ''}), TOPICS)).toEqual({email: 'Please enter your email address so we can reply.'});
    expect(validateContactForm(form({message: 'x'.repeat(2001)}), TOPICS)).toEqual({
      message: 'Please keep your message under 2000 characters (it has 2001).',
    });
  });

  it('builds the outbox message', () => {
    expect(outboxMessage(form({orderNumber: '1001'}))).toEqual({
      kind: 'contact_form',
      from: 'sam@example.com',
      subject: 'Order status (order #1001) from Sam Lee',
      text: 'Name: Sam Lee\nEmail: sam@example.com\nOrder: #1001\nTopic: Order status\n\nWhere is my order, please?',
    });
  });
});
