import {recommendedHandles} from './landing';

/**
 * One product of the product list (`GET /api/products`) in the list's own shape: the Storefront
 * product with its metafields read into values (recommended handles, the default variant's index,
 * the subscription alternative) and each variant's size, colour and flavour options as values.
 */

interface Option {
  name: string;
  value: string;
}

export interface RawListVariant {
  selectedOptions: Option[];
}

export interface RawListProduct<V extends RawListVariant> {
  listVariants: {nodes: V[]};
  recommended?: {value: string} | null;
  variantDefaultIndex?: {value: string} | null;
  subscriptionAlternateVariant?: {reference?: {id: string; product: {id: string; handle: string}} | object | null} | null;
  subscriptionAlternateVariantTitle?: {value: string} | null;
}

/** A variant's size, colour and flavour: the values of its options of those names (any case), else null. */
export function optionValues(selectedOptions: readonly Option[]): {size: string | null; color: string | null; flavor: string | null} {
  const value = (...names: string[]) => selectedOptions.find((o) => names.includes(o.name.trim().toLowerCase()))?.value ?? null;
  return {size: value('size'), color: value('color', 'colour'), flavor: value('flavor', 'flavour')};
}

/** The subscription alternative as ids and handle, when the metafield references a variant. */
function alternateOf(reference: unknown): {productId: string; productHandle: string; variantId: string} | null {
  const variant = reference as {id?: unknown; product?: {id?: unknown; handle?: unknown}} | null | undefined;
  if (typeof variant?.id !== 'string' || typeof variant.product?.id !== 'string' || typeof variant.product.handle !== 'string') return null;
  return {productId: variant.product.id, productHandle: variant.product.handle, variantId: variant.id};
}

/** The list's product: the page of variants under `variants`, in place of the product card's single one. */
export function listEntry<V extends RawListVariant, P extends RawListProduct<V>>(product: P) {
  const {listVariants, recommended, variantDefaultIndex, subscriptionAlternateVariant, subscriptionAlternateVariantTitle, ...rest} =
    product;
  const index = Number.parseInt(variantDefaultIndex?.value ?? '', 10);
  return {
    ...rest,
    recommended: recommendedHandles(recommended?.value),
    variantDefaultIndex: Number.isInteger(index) && index >= 0 ? index : null,
    subscriptionAlternateVariant: alternateOf(subscriptionAlternateVariant?.reference),
    subscriptionAlternateVariantTitle: subscriptionAlternateVariantTitle?.value || null,
    variants: {nodes: listVariants.nodes.map((variant) => ({...variant, ...optionValues(variant.selectedOptions)}))},
  };
}
