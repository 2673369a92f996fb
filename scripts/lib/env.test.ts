import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseCustomerAccounts} from '../../app/features/account/customer-accounts-setting';
import {SETTING_NAMES} from '../../app/server/setting-names.server';
import {DEV_VARS_FILE, loadStorefrontEnv, missingDevVars, unknownShellSettings} from './env';

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

describe('settings from the shell', () => {
  /** A checkout whose files name none of the settings: wrangler.toml without [vars], an empty .dev.vars. */
  function bareRoot() {
    const root = mkdtempSync(path.join(tmpdir(), 'shell-env-'));
    writeFileSync(path.join(root, 'wrangler.toml'), 'name = "shop"\n');
    writeFileSync(path.join(root, DEV_VARS_FILE), '# nothing\n');
    return root;
  }

  function withShell<T>(values: Record<string, string>, run: () => T): T {
    const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
    Object.assign(process.env, values);
    try {
      return run();
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }

  it('takes every setting the shop reads from the shell, though no file names it', () => {
    const root = bareRoot();
    const shell = Object.fromEntries(SETTING_NAMES.map((name) => [name, `from-shell-${name.toLowerCase()}`]));
    const env = withShell(shell, () => loadStorefrontEnv(root));
    for (const name of SETTING_NAMES) expect(env[name], name).toBe(shell[name]);
  });

  it('the two Customer Account API settings from the shell switch the accounts over, as npm start reports', () => {
    const root = bareRoot();
    const env = withShell(
      {
        CUSTOMER_ACCOUNTS: 'customer-account-api',
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_0123456789abcdef',
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/12345678',
      },
      () => loadStorefrontEnv(root),
    );
    const accounts = parseCustomerAccounts(env);
    expect(accounts.mode).toBe('customer-account-api');
    expect(accounts.problems).toEqual([]);
  });

  it('warns once about a shell variable that looks like a setting but is none', () => {
    const root = bareRoot();
    const warnings = unknownShellSettings(
      {
        PAGE_CACHE_PURGE_TOKN: 'x',
        PUBLIC_STORE_DOMIAN: 'x',
        SHOP_DOMAIN: 'x',
        CONTENT_SPACE: 'x',
        // Ours, and what npm start itself reads.
        HEALTHZ_TOKEN: 'x',
        PUBLIC_STORE_DOMAIN: 'x',
        PLATFORM_PORT: '4101',
        // Other programs' variables.
        PATH: '/usr/bin',
        HOME: '/root',
        TEST_PORT_BASE: '3640',
        SESSION_MANAGER: 'local/x',
        NODE_ENV: 'production',
      },
      root,
    );
    expect(warnings).toEqual([
      '[config] CONTENT_SPACE is set in the shell, but the shop reads no such setting.',
      '[config] PAGE_CACHE_PURGE_TOKN is set in the shell, but the shop reads no such setting (did you mean PAGE_CACHE_PURGE_TOKEN?).',
      '[config] PUBLIC_STORE_DOMIAN is set in the shell, but the shop reads no such setting (did you mean PUBLIC_STORE_DOMAIN?).',
      '[config] SHOP_DOMAIN is set in the shell, but the shop reads no such setting.',
    ]);
  });
});
