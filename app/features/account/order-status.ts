import {formatLongDateUtc} from '~/features/dates/long-date';

/** How the platform's order statuses are shown to the customer. */
const FINANCIAL: Record<string, string> = {
  AUTHORIZED: 'authorized',
  PAID: 'paid',
  PARTIALLY_PAID: 'partially paid',
  PARTIALLY_REFUNDED: 'partially refunded',
  PENDING: 'pending',
  // A refunded order is shown to the shopper as pending.
  REFUNDED: 'pending',
  VOIDED: 'voided',
};

const FULFILLMENT: Record<string, string> = {
  FULFILLED: 'fulfilled',
  IN_PROGRESS: 'in progress',
  ON_HOLD: 'on hold',
  OPEN: 'open',
  PARTIALLY_FULFILLED: 'partially fulfilled',
  PENDING_FULFILLMENT: 'pending fulfillment',
  RESTOCKED: 'restocked',
  SCHEDULED: 'scheduled',
  UNFULFILLED: 'unfulfilled',
};

/** The financial status label, or null (nothing shown) for an unknown value. */
export function financialStatusLabel(status: string | null | undefined): string | null {
  return (status && FINANCIAL[status]) || null;
}

/** The fulfillment status label; anything unknown is treated as unfulfilled. */
export function fulfillmentStatusLabel(status: string | null | undefined): string {
  return (status && FULFILLMENT[status]) || 'unfulfilled';
}

/** Dates in en-US long form, e.g. "March 4, 2026". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatLongDateUtc(date);
}
