import {originOf} from '~/infra/urls';
import type {AnalyticsConfig} from './config';

/**
 * The Content-Security-Policy sources the configured third parties need,
 * and nothing more: the tag manager's hosts only with a valid analytics
 * config, the chat provider's and consent tool's origins only when their
 * script URLs are set. Empty lists leave Hydrogen's defaults untouched.
 */
export const TAG_MANAGER_SCRIPT_HOST = 'https://www.googletagmanager.com';
export const TAG_MANAGER_COLLECT_HOSTS = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

export interface ThirdPartySources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
}

export function thirdPartySources({
  analytics,
  chatScriptUrl,
  consentScriptUrl,
}: {
  analytics: AnalyticsConfig | null;
  chatScriptUrl?: string | null;
  consentScriptUrl?: string | null;
}): ThirdPartySources {
  const sources: ThirdPartySources = {scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: []};
  if (analytics) {
    sources.scriptSrc.push(TAG_MANAGER_SCRIPT_HOST);
    sources.connectSrc.push(TAG_MANAGER_SCRIPT_HOST, ...TAG_MANAGER_COLLECT_HOSTS);
    sources.imgSrc.push(TAG_MANAGER_SCRIPT_HOST, ...TAG_MANAGER_COLLECT_HOSTS);
  }
  for (const url of [chatScriptUrl, consentScriptUrl]) {
    const origin = url && /^https:\/\//.test(url) ? originOf(url) : null;
    if (!origin) continue;
    sources.scriptSrc.push(origin);
    sources.connectSrc.push(origin);
    sources.imgSrc.push(origin);
    sources.frameSrc.push(origin);
  }
  return sources;
}
