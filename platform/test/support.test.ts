import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

const post = (path: string, body: unknown) =>
  fetch(`${p.url}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const outbox = async (kind: string) => ((await (await fetch(`${p.url}/outbox.json?kind=${kind}`)).json()) as {messages: any[]}).messages;

describe('support chat endpoint', () => {
  it('files the message in the outbox and acknowledges it', async () => {
    const response = await post('/chat/messages', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Is the pen safe for crowns?',
      page: '/contact-us',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {id: number; reply: {author: string; text: string}};
    expect(body.reply.author).toBe('Oral Care Support');
    expect(body.reply.text).toMatch(/^Thanks, Ada!/);
    const mail = (await outbox('chat_message')).find((m) => m.id === body.id);
    expect(mail).toMatchObject({
      to: 'support@oralcare.test',
      from: 'Ada Lovelace <ada@example.com>',
      subject: 'Live chat from Ada Lovelace',
    });
    expect(mail.text).toContain('Is the pen safe for crowns?');
  });

  it('rejects bad input with 400 and a message', async () => {
    for (const body of [
      {email: 'nope', message: 'hi'},
      {email: 'a@b.co', message: ''},
      {email: 'a@b.co', message: 'x'.repeat(2001)},
      'not json',
      '[1]',
    ]) {
      const response = await post('/chat/messages', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as {error: string}).error).toBeTruthy();
    }
    expect((await fetch(`${p.url}/chat/messages`)).status).toBe(405);
  });
});

describe('newsletter sign-up endpoint', () => {
  it('sends the welcome e-mail with the first-order code', async () => {
    const response = await post('/newsletter/subscribe', {email: 'new.smile@example.com', source: 'first-order-popup'});
    expect(response.status).toBe(200);
    const mail = (await outbox('newsletter_welcome')).find((m) => m.to === 'new.smile@example.com');
    expect(mail.text).toContain('WELCOME10');
    expect((await post('/newsletter/subscribe', {email: 'bad'})).status).toBe(400);
  });
});
