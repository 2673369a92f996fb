import {DECLINE_COOKIE_MAX_AGE_SECONDS} from '~/infra/shop-cookies';
import {toNumber, type RuleLine} from './types';

/** The spend rule's default threshold. */
export const FREE_GIFT_THRESHOLD = 50;
/** Marks a line the shop added as a free gift (value: the rule's banner name). */
export const FREE_GIFT_ATTRIBUTE = '_free_gift';
export {DECLINE_COOKIE_MAX_AGE_SECONDS} from '~/infra/shop-cookies';

/** A free-gift rule as the CMS holds it (content type `freeGiftRule`). */
export interface FreeGiftRule {
  type: 'withThreshold' | 'withProduct' | 'buyTwo';
  handle: string;
  bannerName: string;
  threshold?: number | null;
  endDate?: string | null;
  cookie: string;
  associatedProduct?: string | null;
  enabled: boolean;
  sku?: string | null;
}

/** A rule counts when it is enabled and has not ended. */
export function isRuleLive(rule: FreeGiftRule, now: Date): boolean {
  if (!rule.enabled) return false;
  if (!rule.endDate) return true;
  const end = Date.parse(rule.endDate);
  return Number.isNaN(end) || end >= now.getTime();
}

const giftHandles = (rules: readonly FreeGiftRule[]) => new Set(rules.map((r) => r.handle));

/** A line of a gift product: the shop manages its quantity, whoever added it. */
export const isGiftLine = (line: RuleLine, rules: readonly FreeGiftRule[]) => giftHandles(rules).has(line.merchandise.product.handle);

/** How many gifts a rule earns from the shopper's own (non-gift) lines. */
export function giftsEarned(rule: FreeGiftRule, lines: readonly RuleLine[]): number {
  const own = lines.filter((l) => !isGiftLine(l, [rule]));
  switch (rule.type) {
    case 'withThreshold': {
      const spend = own.reduce((sum, l) => sum + toNumber(l.cost?.subtotalAmount), 0);
      return spend >= (rule.threshold ?? FREE_GIFT_THRESHOLD) ? 1 : 0;
    }
    case 'withProduct':
      return own.some((l) => l.merchandise.product.handle === rule.associatedProduct) ? 1 : 0;
    case 'buyTwo': {
      const units = own.filter((l) => l.merchandise.product.handle === rule.associatedProduct).reduce((sum, l) => sum + l.quantity, 0);
      return Math.floor(units / 2);
    }
    default:
      return 0;
  }
}

export interface GiftPlan {
  add: Array<{handle: string; sku?: string | null; quantity: number; bannerName: string}>;
  update: Array<{id: string; quantity: number}>;
  remove: string[];
}

/**
 * Applied after every cart change: each gift product ends
 * with the quantity its best live, undeclined rule earns, in one line; a gift
 * whose condition stopped holding (or whose rule is off or over) goes.
 */
export function planGifts(rules: readonly FreeGiftRule[], lines: readonly RuleLine[], declined: ReadonlySet<string>, now: Date): GiftPlan {
  const plan: GiftPlan = {add: [], update: [], remove: []};
  const own = lines.filter((l) => !isGiftLine(l, rules));
  for (const handle of giftHandles(rules)) {
    let wanted = 0;
    let source: FreeGiftRule | undefined;
    for (const rule of rules) {
      if (rule.handle !== handle || !isRuleLive(rule, now) || declined.has(rule.cookie)) continue;
      const earned = giftsEarned(rule, own);
      if (earned > wanted) [wanted, source] = [earned, rule];
    }
    const existing = lines.filter((l) => l.merchandise.product.handle === handle);
    const [keep, ...extra] = existing;
    plan.remove.push(...extra.map((l) => l.id));
    if (wanted === 0) {
      if (keep) plan.remove.push(keep.id);
    } else if (!keep) {
      plan.add.push({handle, sku: source?.sku, quantity: wanted, bannerName: source?.bannerName ?? handle});
    } else if (keep.quantity !== wanted) {
      plan.update.push({id: keep.id, quantity: wanted});
    }
  }
  return plan;
}

export const isEmptyPlan = (plan: GiftPlan) => !plan.add.length && !plan.update.length && !plan.remove.length;

/** The decline cookies to set when the shopper removes gift lines by hand. */
export function declineCookiesFor(
  removedLineIds: readonly string[],
  lines: readonly RuleLine[],
  rules: readonly FreeGiftRule[],
): FreeGiftRule[] {
  const handles = new Set(lines.filter((l) => removedLineIds.includes(l.id)).map((l) => l.merchandise.product.handle));
  return rules.filter((rule) => handles.has(rule.handle));
}

/** Seconds a rule's decline cookie lasts: until the rule ends, at least a minute and at most 30 days. */
export function declineMaxAge(rule: FreeGiftRule, now: Date): number {
  const end = rule.endDate ? Date.parse(rule.endDate) : Number.NaN;
  const untilEnd = Number.isNaN(end) ? DECLINE_COOKIE_MAX_AGE_SECONDS : Math.ceil((end - now.getTime()) / 1000);
  return Math.max(60, Math.min(DECLINE_COOKIE_MAX_AGE_SECONDS, untilEnd));
}

/** The rules whose decline cookie is among the names a request carries. */
export function declinedRules(cookieNames: Iterable<string>, rules: readonly FreeGiftRule[]): Set<string> {
  const names = new Set(cookieNames);
  return new Set(rules.map((r) => r.cookie).filter((cookie) => names.has(cookie)));
}

/** Parses CMS fields into a rule, or null when they are unusable. */
export function toFreeGiftRule(fields: Record<string, unknown>): FreeGiftRule | null {
  const type = fields.type;
  if (type !== 'withThreshold' && type !== 'withProduct' && type !== 'buyTwo') return null;
  if (typeof fields.handle !== 'string' || !fields.handle || typeof fields.cookie !== 'string' || !fields.cookie) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(fields.cookie)) return null;
  if (type !== 'withThreshold' && typeof fields.associatedProduct !== 'string') return null;
  return {
    type,
    handle: fields.handle,
    bannerName: typeof fields.bannerName === 'string' ? fields.bannerName : fields.handle,
    threshold: typeof fields.threshold === 'number' ? fields.threshold : null,
    endDate: typeof fields.endDate === 'string' ? fields.endDate : null,
    cookie: fields.cookie,
    associatedProduct: typeof fields.associatedProduct === 'string' ? fields.associatedProduct : null,
    enabled: fields.enabled === true,
    sku: typeof fields.sku === 'string' ? fields.sku : null,
  };
}
