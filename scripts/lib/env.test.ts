import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {loadStorefrontEnv, missingDevVars} from './env';

describe('missingDevVars', () => {
  it('names the variables .env.example gained after .dev.vars was copied', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dev-vars-'));
    writeFileSync(
      path.join(root, '.env.example'),
      'SESSION_SECRET=local-x\n# comment\nCONTENT_WEBHOOK_SECRET=local-y\nONLY_IN_EXAMPLE_FOR_TEST=z\n',
    );
    expect(missingDevVars(root)).toEqual([]);
    writeFileSync(path.join(root, '.dev.vars'), 'SESSION_SECRET=mine\n');
    expect(missingDevVars(root)).toEqual(['CONTENT_WEBHOOK_SECRET', 'ONLY_IN_EXAMPLE_FOR_TEST']);
    writeFileSync(path.join(root, '.dev.vars'), 'SESSION_SECRET=mine\nCONTENT_WEBHOOK_SECRET=mine\nONLY_IN_EXAMPLE_FOR_TEST=mine\n');
    expect(missingDevVars(root)).toEqual([]);
  });
});

describe('loadStorefrontEnv', () => {
  afterEach(() => {
    delete process.env.ONLY_IN_EXAMPLE_FOR_TEST;
  });

  it('takes a variable from the shell that .env.example names but an older .dev.vars lacks', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dev-vars-'));
    writeFileSync(path.join(root, 'wrangler.toml'), '[vars]\nSTOREFRONT_ID = "1"\n');
    writeFileSync(path.join(root, '.env.example'), 'SESSION_SECRET=local-x\nONLY_IN_EXAMPLE_FOR_TEST=legacy\n');
    writeFileSync(path.join(root, '.dev.vars'), 'SESSION_SECRET=mine\n');
    expect(loadStorefrontEnv(root)).not.toHaveProperty('ONLY_IN_EXAMPLE_FOR_TEST');
    process.env.ONLY_IN_EXAMPLE_FOR_TEST = 'customer-account-api';
    expect(loadStorefrontEnv(root)).toMatchObject({SESSION_SECRET: 'mine', ONLY_IN_EXAMPLE_FOR_TEST: 'customer-account-api'});
  });
});
