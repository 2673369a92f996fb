/**
 * Guards of the campaign landing pages /total and /total-sfmarathon. Each
 * page's window comes from the CMS (landingPage.availableFrom /
 * availableUntil); outside it the shopper is sent to the home page. Content
 * preview ignores the window so merchandisers can check a page before it
 * goes live.
 */
export interface CampaignWindow {
  availableFrom?: string | null;
  availableUntil?: string | null;
}

export type GuardResult = {allow: true} | {allow: false; redirectTo: string};

export const CAMPAIGN_FALLBACK_PATH = '/';

function parse(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** True when `now` lies inside the window (bounds inclusive; a missing bound is open). */
export function isWithinWindow(window: CampaignWindow, now: Date): boolean {
  const from = parse(window.availableFrom);
  const until = parse(window.availableUntil);
  // A bound that is present but unreadable closes the page rather than opening it forever.
  if (window.availableFrom && from === null) return false;
  if (window.availableUntil && until === null) return false;
  const t = now.getTime();
  return (from === null || t >= from) && (until === null || t <= until);
}

function campaignGuard(window: CampaignWindow | null, now: Date, preview: boolean): GuardResult {
  if (preview && window) return {allow: true};
  if (window && isWithinWindow(window, now)) return {allow: true};
  return {allow: false, redirectTo: CAMPAIGN_FALLBACK_PATH};
}

/** Guard `total`: /total is shown only inside its CMS campaign window. */
export const totalGuard = (window: CampaignWindow | null, now: Date, preview = false) => campaignGuard(window, now, preview);

/** Guard `total-sfmarathon`: /total-sfmarathon is shown only inside its CMS campaign window. */
export const totalSfMarathonGuard = (window: CampaignWindow | null, now: Date, preview = false) => campaignGuard(window, now, preview);
