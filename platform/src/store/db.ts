import {mkdirSync} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type DB = Database.Database;

const MIGRATIONS: string[] = [
  `CREATE TABLE product (
     id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
   CREATE TABLE variant (
     id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id),
     inventory INTEGER NOT NULL, sold INTEGER NOT NULL DEFAULT 0);
   CREATE TABLE cart (
     token TEXT PRIMARY KEY, doc TEXT NOT NULL, updated_at TEXT NOT NULL, completed_at TEXT);
   CREATE TABLE customer (
     id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT, state TEXT NOT NULL, first_name TEXT, last_name TEXT, phone TEXT,
     accepts_marketing INTEGER NOT NULL DEFAULT 0, tags TEXT NOT NULL DEFAULT '[]',
     default_address_id INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
   CREATE TABLE address (
     id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL REFERENCES customer(id),
     doc TEXT NOT NULL);
   CREATE TABLE access_token (
     token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id),
     expires_at TEXT NOT NULL);
   CREATE TABLE account_token (
     token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id),
     kind TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT);
   CREATE TABLE "order" (
     id INTEGER PRIMARY KEY AUTOINCREMENT, number INTEGER NOT NULL UNIQUE,
     customer_id INTEGER REFERENCES customer(id), email TEXT, key TEXT NOT NULL,
     processed_at TEXT NOT NULL, doc TEXT NOT NULL);
   CREATE INDEX order_customer ON "order"(customer_id);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT, sender TEXT,
     subject TEXT NOT NULL, text TEXT NOT NULL, html TEXT, created_at TEXT NOT NULL);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // The Customer Account API's sign-in: one-time e-mail codes, authorization codes and tokens.
  `CREATE TABLE ca_login (
     id TEXT PRIMARY KEY, email TEXT NOT NULL, code_hash TEXT NOT NULL, request TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL, used_at INTEGER);
   CREATE TABLE ca_code (
     code TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id), grant_id TEXT NOT NULL,
     request TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
   CREATE TABLE ca_token (
     token TEXT PRIMARY KEY, kind TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customer(id),
     grant_id TEXT NOT NULL, client_id TEXT NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
   CREATE INDEX ca_token_grant ON ca_token(grant_id);`,
  // The pair that replaced a rotated refresh token, for a parallel refresh of the same session.
  `ALTER TABLE ca_token ADD COLUMN replaced_by TEXT;`,
  // Agents' OAuth clients (the token tier), and each order an agent placed under its idempotency key:
  // the key's primary key makes a repeated or concurrent completion find the first order.
  `CREATE TABLE agent_client (
     client_id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, name TEXT NOT NULL, scopes TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE agent_order (
     client_id TEXT NOT NULL REFERENCES agent_client(client_id), idempotency_key TEXT NOT NULL,
     checkout_token TEXT NOT NULL, order_id INTEGER NOT NULL UNIQUE REFERENCES "order"(id),
     PRIMARY KEY (client_id, idempotency_key));`,
];

export function dbPath(dataDir: string): string {
  return path.join(dataDir, 'platform.db');
}

/** Opens (creating if needed) the platform database and applies pending migrations. */
export function openDatabase(dataDir: string): DB {
  mkdirSync(dataDir, {recursive: true});
  const db = new Database(dbPath(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', {simple: true}) as number;
  for (let i = version; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i]!);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
  return db;
}

export function getMeta(db: DB, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as {value: string} | undefined;
  return row?.value;
}

export function setMeta(db: DB, key: string, value: string): void {
  db.prepare('INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
