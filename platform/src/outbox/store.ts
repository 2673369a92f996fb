import type {DB} from '../store/db.js';

export const MAIL_KINDS = [
  'account_activation',
  'password_reset',
  'order_confirmation',
  'contact_form',
  'chat_message',
  'newsletter_welcome',
  'login_code',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface Mail {
  id: number;
  kind: MailKind;
  to: string | null;
  from: string | null;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

export interface NewMail {
  kind: MailKind;
  to?: string | null;
  from?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export const SHOP_SENDER = 'Oral Care Shop <hello@oralcare.test>';

export class Outbox {
  constructor(private db: DB) {}

  add(mail: NewMail): number {
    const result = this.db
      .prepare('INSERT INTO outbox (kind, recipient, sender, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(mail.kind, mail.to ?? null, mail.from ?? SHOP_SENDER, mail.subject, mail.text, mail.html ?? null, new Date().toISOString());
    return Number(result.lastInsertRowid);
  }

  list(limit = 200): Mail[] {
    const rows = this.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as RawMail[];
    return rows.map(toMail);
  }

  get(id: number): Mail | undefined {
    const row = this.db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as RawMail | undefined;
    return row && toMail(row);
  }
}

interface RawMail {
  id: number;
  kind: MailKind;
  recipient: string | null;
  sender: string | null;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

function toMail(r: RawMail): Mail {
  return {id: r.id, kind: r.kind, to: r.recipient, from: r.sender, subject: r.subject, text: r.text, html: r.html, createdAt: r.created_at};
}
