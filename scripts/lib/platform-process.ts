import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {loadStorefrontEnv} from './env';

export interface PlatformProcess {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Waits until GET {url}/health answers 200, or fails after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
      lastError = new Error(`health answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The local platform at ${url} did not start: ${String(lastError)}`);
}

/** Starts the local platform (Storefront API, checkout, outbox, content API) as a child process. */
export async function startPlatform({
  root = process.cwd(),
  port,
  dataDir,
  storefrontUrl,
  quiet = false,
  publicUrl,
  subscriptionsAuthKey = loadStorefrontEnv(root).SUBSCRIPTIONS_AUTH_KEY,
  contentWebhookSecret = loadStorefrontEnv(root).CONTENT_WEBHOOK_SECRET,
  agentHostsAllowed,
}: {
  root?: string;
  port: number;
  dataDir: string;
  storefrontUrl: string;
  quiet?: boolean;
  /** The origin the platform writes into image and checkout URLs, when a proxy fronts it. */
  publicUrl?: string;
  /** The og_auth key shared with the shop; default: the shop's own (`.dev.vars`, `.env`, shell). */
  subscriptionsAuthKey?: string;
  /** Signs the content webhooks the platform sends the shop; default: the shop's own secret. */
  contentWebhookSecret?: string;
  /** Hosts a signed agent's key directory may be fetched from although not public (`PLATFORM_UCP_AGENT_HOSTS_ALLOWED`). */
  agentHostsAllowed?: string;
}): Promise<PlatformProcess> {
  const url = `http://localhost:${port}`;
  // The management API's token, as the editing tools read it (`.dev.vars`, `.env`, shell).
  const managementToken = loadStorefrontEnv(root).CONTENT_MANAGEMENT_TOKEN;
  if (
    await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is already serving a platform (another \`npm start\`?). Stop it or set PLATFORM_PORT.`);
  }
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'platform/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_DATA_DIR: dataDir,
      STOREFRONT_URL: storefrontUrl,
      ...(subscriptionsAuthKey ? {SUBSCRIPTIONS_AUTH_KEY: subscriptionsAuthKey} : {}),
      ...(contentWebhookSecret ? {CONTENT_WEBHOOK_SECRET: contentWebhookSecret} : {}),
      ...(managementToken ? {CONTENT_MANAGEMENT_TOKEN: managementToken} : {}),
      ...(publicUrl ? {PLATFORM_PUBLIC_URL: publicUrl} : {}),
      ...(agentHostsAllowed ? {PLATFORM_UCP_AGENT_HOSTS_ALLOWED: agentHostsAllowed} : {}),
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  // Never leave an orphaned platform holding the port when this process ends.
  process.once('exit', () => child.kill('SIGTERM'));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The local platform exited early (code ${code})`))),
  );
  await Promise.race([waitForHealth(url), exited]);
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
