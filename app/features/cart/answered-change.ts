import {CartForm} from '@shopify/hydrogen';

/**
 * What a cart change asked for, sent back with its answer: the drawer reports
 * analytics from the answer alone, so it needs neither the form (gone when a
 * removed line unmounts) nor the moment the fetcher was submitting (a render
 * skipped under load can hide it). Only what the reports read: no optimistic
 * product data, no buyer details.
 */
export type AnsweredChange =
  | {action: typeof CartForm.ACTIONS.LinesAdd; lines: Array<{merchandiseId: string; quantity: number}>}
  | {action: typeof CartForm.ACTIONS.LinesRemove; lineIds: string[]}
  | {action: typeof CartForm.ACTIONS.LinesUpdate; lineIds: string[]}
  | {action: typeof CartForm.ACTIONS.DiscountCodesUpdate; typed?: string}
  | {action: string};

/** The parsed change, cut to what its answer carries back. */
export function answeredChange(change: {action: string; input: unknown}): AnsweredChange {
  const {action, input} = change;
  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      return {
        action,
        lines: (input as Array<{merchandiseId: string; quantity: number}>).map(({merchandiseId, quantity}) => ({merchandiseId, quantity})),
      };
    case CartForm.ACTIONS.LinesRemove:
      return {action, lineIds: [...(input as string[])]};
    case CartForm.ACTIONS.LinesUpdate:
      return {action, lineIds: (input as Array<{id: string}>).map(({id}) => id)};
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const typed = (input as {typed?: string}).typed;
      return typed === undefined ? {action} : {action, typed};
    }
    default:
      return {action};
  }
}

export const isLinesAdd = (c: AnsweredChange): c is Extract<AnsweredChange, {lines: unknown}> => c.action === CartForm.ACTIONS.LinesAdd;
export const isLinesRemove = (c: AnsweredChange): c is Extract<AnsweredChange, {action: 'LinesRemove'}> =>
  c.action === CartForm.ACTIONS.LinesRemove;
export const isLinesUpdate = (c: AnsweredChange): c is Extract<AnsweredChange, {action: 'LinesUpdate'}> =>
  c.action === CartForm.ACTIONS.LinesUpdate;
export const isDiscountUpdate = (c: AnsweredChange): c is Extract<AnsweredChange, {action: 'DiscountCodesUpdate'}> =>
  c.action === CartForm.ACTIONS.DiscountCodesUpdate;
