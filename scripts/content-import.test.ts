import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The package's ES module build imports date-fns directories Node cannot resolve; its CommonJS build loads.
const runContentfulImport = createRequire(import.meta.url)('contentful-import') as typeof import('contentful-import').default;

/**
 * The export passes `contentful-import`'s own validation of a content file, run offline: the
 * import's first step checks the file (Joi schema) before it opens any connection. It is pointed
 * at a loopback port nobody listens on, so a valid file gets past validation and then fails to
 * connect; an invalid one fails validation itself.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const NOBODY = `127.0.0.1:${Number(process.env.TEST_PORT_BASE ?? 3280) + 19}`;

interface ImportFailure {
  name?: string;
  message: string;
  /** ContentfulMultiError: the errors of the step that failed. */
  errors?: Array<{name?: string; message?: string; error?: {name?: string; message?: string}}>;
}

/** The names and messages of every error the import stopped with. */
const failures = (error: ImportFailure) =>
  [error, ...(error.errors ?? []).map((e) => e.error ?? e)].map((e) => `${e.name ?? ''}: ${e.message ?? ''}`);

async function importError(content: unknown): Promise<ImportFailure> {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-import-'));
  try {
    await runContentfulImport({
      spaceId: 'offline-check',
      managementToken: 'offline-check',
      content,
      host: NOBODY,
      insecure: true,
      retryOnError: false,
      errorLogFile: path.join(dir, 'errors.json'),
    } as Parameters<typeof runContentfulImport>[0]);
  } catch (error) {
    return error as {name?: string; message: string};
  }
  throw new Error('the import finished without a destination');
}

const exported = () => JSON.parse(readFileSync(path.join(ROOT, 'content/export.json'), 'utf8')) as Record<string, unknown[]>;

describe("content/export.json against contentful-import's validation", () => {
  it('passes validation and only then fails to reach the (absent) space', async () => {
    const error = await importError(exported());
    const messages = failures(error);
    expect(messages.join('\n')).not.toMatch(/ValidationError|Get further details in the error log file/);
    // It got as far as the network: the space could not be reached.
    expect(messages.join('\n')).toMatch(/ECONNREFUSED|connect|network/i);
  }, 60_000);

  it('the same check refuses a broken export (so the test above can fail)', async () => {
    const broken = exported();
    (broken.contentTypes as Array<{fields: Array<{name?: string}>}>)[0]!.fields[0]!.name = undefined;
    (broken.locales as Array<{code?: string}>)[0]!.code = undefined;
    const messages = failures(await importError(broken)).join('\n');
    expect(messages).toMatch(/ValidationError: contentTypes:1, locales:1/);
  }, 60_000);
});
