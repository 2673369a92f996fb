import type {CartForm} from '@shopify/hydrogen';

type Actions = typeof CartForm.ACTIONS;

/**
 * Hydrogen's names of the cart changes the browser reads back, as constants of
 * its own: the browser's first-visit JavaScript keeps no part of Hydrogen for
 * four strings (the types hold them equal to `CartForm.ACTIONS`).
 */
export const CART_ACTIONS: Pick<Actions, 'LinesAdd' | 'LinesRemove' | 'LinesUpdate' | 'DiscountCodesUpdate'> = {
  LinesAdd: 'LinesAdd',
  LinesRemove: 'LinesRemove',
  LinesUpdate: 'LinesUpdate',
  DiscountCodesUpdate: 'DiscountCodesUpdate',
};

/**
 * What a cart change asked for, sent back with its answer: the drawer reports
 * analytics from the answer alone, so it needs neither the form (gone when a
 * removed line unmounts) nor the moment the fetcher was submitting (a render
 * skipped under load can hide it). Only what the reports read: no optimistic
 * product data, no buyer details.
 */
export type AnsweredChange =
  | {action: Actions['LinesAdd']; lines: Array<{merchandiseId: string; quantity: number}>}
  | {action: Actions['LinesRemove']; lineIds: string[]}
  | {action: Actions['LinesUpdate']; lineIds: string[]}
  | {action: Actions['DiscountCodesUpdate']; typed?: string}
  | {action: string};

/** The parsed change, cut to what its answer carries back. */
export function answeredChange(change: {action: string; input: unknown}): AnsweredChange {
  const {action, input} = change;
  switch (action) {
    case CART_ACTIONS.LinesAdd:
      return {
        action,
        lines: (input as Array<{merchandiseId: string; quantity: number}>).map(({merchandiseId, quantity}) => ({merchandiseId, quantity})),
      };
    case CART_ACTIONS.LinesRemove:
      return {action, lineIds: [...(input as string[])]};
    case CART_ACTIONS.LinesUpdate:
      return {action, lineIds: (input as Array<{id: string}>).map(({id}) => id)};
    case CART_ACTIONS.DiscountCodesUpdate: {
      const typed = (input as {typed?: string}).typed;
      return typed === undefined ? {action} : {action, typed};
    }
    default:
      return {action};
  }
}

export const isLinesAdd = (c: AnsweredChange): c is Extract<AnsweredChange, {lines: unknown}> => c.action === CART_ACTIONS.LinesAdd;
export const isLinesRemove = (c: AnsweredChange): c is Extract<AnsweredChange, {action: 'LinesRemove'}> =>
  c.action === CART_ACTIONS.LinesRemove;
export const isLinesUpdate = (c: AnsweredChange): c is Extract<AnsweredChange, {action: 'LinesUpdate'}> =>
  c.action === CART_ACTIONS.LinesUpdate;
export const isDiscountUpdate = (c: AnsweredChange): c is Extract<AnsweredChange, {action: 'DiscountCodesUpdate'}> =>
  c.action === CART_ACTIONS.DiscountCodesUpdate;
