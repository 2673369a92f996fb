/**
 * Analytics configuration, its validation and its error messages: `integration` must be a
 * non-empty string and only `gtm` is supported; the id must be `GTM-` or
 * `G-` followed by uppercase letters and digits. Errors of the submitted
 * shape ("keys must be strings", "no integration key in config") are the
 * ones the config endpoint answers with status 400.
 */
export const SUPPORTED_INTEGRATIONS = ['gtm'] as const;
export const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/;

export interface AnalyticsConfig {
  integration: 'gtm';
  id: string;
}

export type ConfigResult = {ok: true; config: AnalyticsConfig} | {ok: false; error: string};

export function isValidTagManagerId(id: unknown): id is string {
  return typeof id === 'string' && TAG_MANAGER_ID.test(id);
}

/**
 * Accepts the config as an object or as a list of [key, value] pairs (the
 * form in which a non-string key can arrive).
 */
export function validateAnalyticsConfig(input: unknown): ConfigResult {
  let entries: Array<[unknown, unknown]>;
  if (Array.isArray(input)) {
    if (!input.every((pair) => Array.isArray(pair) && pair.length === 2)) {
      return {ok: false, error: 'config must be an object or a list of [key, value] pairs'};
    }
    entries = input as Array<[unknown, unknown]>;
  } else if (input && typeof input === 'object') {
    entries = Object.entries(input);
  } else {
    return {ok: false, error: 'config must be an object or a list of [key, value] pairs'};
  }
  if (entries.some(([key]) => typeof key !== 'string')) return {ok: false, error: 'keys must be strings'};
  const config = new Map(entries as Array<[string, unknown]>);
  if (!config.has('integration')) return {ok: false, error: 'no integration key in config'};
  const integration = config.get('integration');
  if (typeof integration !== 'string' || integration.trim() === '') {
    return {ok: false, error: 'integration must be a non-empty string'};
  }
  if (!(SUPPORTED_INTEGRATIONS as readonly string[]).includes(integration)) {
    return {ok: false, error: `integration "${integration}" is not supported; only gtm is supported`};
  }
  const id = config.get('id');
  if (!isValidTagManagerId(id)) return {ok: false, error: `${JSON.stringify(id ?? '')} is not a valid id`};
  return {ok: true, config: {integration: 'gtm', id}};
}

/** Reads the `ANALYTICS_CONFIG` env binding (JSON); an invalid one is logged and ignored. */
export function analyticsConfigFromEnv(raw: string | undefined): AnalyticsConfig | null {
  if (!raw?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.error('[analytics] ANALYTICS_CONFIG is not valid JSON; the tag manager stays off');
    return null;
  }
  const result = validateAnalyticsConfig(parsed);
  if (!result.ok) console.error(`[analytics] ANALYTICS_CONFIG: ${result.error}; the tag manager stays off`);
  return result.ok ? result.config : null;
}
