import {ATTRIBUTION_MAX_AGE_SECONDS} from '~/infra/shop-cookies';
import type {ConsentDecision} from './consent';

/**
 * Attribution of a referred click: with advertising consent and an
 * `im_ref` query value, the click is remembered for 45 days in the Secure
 * cookie `im_ref` ({clickId, loadTime, expiryTime}) and in the cart
 * attribute `im_ref`; without consent both are cleared.
 */
export const ATTRIBUTION_PARAM = 'im_ref';
export const ATTRIBUTION_ATTRIBUTE = 'im_ref';
export {ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE_SECONDS} from '~/infra/shop-cookies';

const CLICK_ID = /^[A-Za-z0-9._~-]{1,200}$/;

export interface AttributionRecord {
  clickId: string;
  loadTime: number;
  expiryTime: number;
}

export function isValidClickId(value: unknown): value is string {
  return typeof value === 'string' && CLICK_ID.test(value);
}

export function createAttribution(clickId: string, now: number): AttributionRecord {
  return {clickId, loadTime: now, expiryTime: now + ATTRIBUTION_MAX_AGE_SECONDS * 1000};
}

export function parseAttribution(value: string | null | undefined, now: number): AttributionRecord | null {
  if (!value) return null;
  try {
    const record = JSON.parse(value) as Partial<AttributionRecord>;
    if (!isValidClickId(record.clickId) || typeof record.loadTime !== 'number' || typeof record.expiryTime !== 'number') return null;
    return record.expiryTime > now ? (record as AttributionRecord) : null;
  } catch {
    return null;
  }
}

export type AttributionStep = {kind: 'set'; clickId: string} | {kind: 'clear'} | {kind: 'none'};

/**
 * The link between consent and attribution: approved advertising plus a
 * valid click id sets it; a decision other than approval clears whatever
 * is stored; otherwise nothing happens.
 */
export function attributionStep({
  consent,
  clickId,
  stored,
}: {
  consent: ConsentDecision;
  clickId: string | null;
  stored: boolean;
}): AttributionStep {
  if (consent === 'granted') return isValidClickId(clickId) ? {kind: 'set', clickId} : {kind: 'none'};
  return stored ? {kind: 'clear'} : {kind: 'none'};
}

export interface CartAttribute {
  key: string;
  value?: string | null;
}

/**
 * The cart's attributes with `im_ref` set (or removed when `clickId` is
 * null), every other attribute kept as it was: the Storefront API replaces
 * the whole list on update.
 */
export function mergeAttributionAttribute(existing: CartAttribute[], clickId: string | null): Array<{key: string; value: string}> {
  const others = existing.filter((a) => a.key !== ATTRIBUTION_ATTRIBUTE).map(({key, value}) => ({key, value: value ?? ''}));
  return clickId ? [...others, {key: ATTRIBUTION_ATTRIBUTE, value: clickId}] : others;
}

/** The `im_ref` cookie's value for a record (`parseAttribution` reads it back). */
export function serializeAttribution(record: AttributionRecord): string {
  return JSON.stringify(record);
}
