export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantLike {
  id: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  selectedOptions: SelectedOption[];
}

/** Spec section 4: a variant is in stock when its available quantity is at least 1. */
export function isInStock(variant: Pick<VariantLike, 'quantityAvailable'> | null | undefined): boolean {
  return (variant?.quantityAvailable ?? 0) >= 1;
}

/**
 * The options a request chose (Hydrogen's `getSelectedProductOptions`: every
 * search parameter as `{name, value}`, `?Flavor=Mint&Size=4.8+oz`) that the
 * product actually has, in the product's option order; the first value given
 * for an option wins. Anything else (`utm_source`, `discount`, unknown values)
 * is dropped.
 */
export function knownSelectedOptions(requested: SelectedOption[], options: Array<{name: string; values: string[]}>): SelectedOption[] {
  const chosen: SelectedOption[] = [];
  for (const option of options) {
    const value = requested.find((r) => r.name === option.name)?.value;
    if (value !== undefined && option.values.includes(value)) chosen.push({name: option.name, value});
  }
  return chosen;
}

/**
 * The variant to show: the one matching every option in the URL; otherwise
 * the CMS/metafield default index (when valid); otherwise the first variant
 * in stock; otherwise the first one.
 */
export function pickVariant<V extends VariantLike>(variants: V[], chosen: SelectedOption[], defaultIndex?: number | null): V | null {
  if (!variants.length) return null;
  if (chosen.length) {
    const match = variants.find((variant) =>
      chosen.every((c) => variant.selectedOptions.some((o) => o.name === c.name && o.value === c.value)),
    );
    if (match) return match;
  }
  if (defaultIndex != null && Number.isInteger(defaultIndex) && variants[defaultIndex]) {
    return variants[defaultIndex];
  }
  return variants.find(isInStock) ?? variants[0];
}

/** The search string that selects `value` for option `name`, keeping the variant's other options. */
export function optionSearch(current: SelectedOption[], name: string, value: string): string {
  const params = new URLSearchParams();
  for (const option of current) params.set(option.name, option.name === name ? value : option.value);
  if (!current.some((o) => o.name === name)) params.set(name, value);
  return `?${params.toString()}`;
}

/** The variant a shopper gets by switching one option, preferring one that is in stock. */
export function variantForOption<V extends VariantLike>(variants: V[], current: SelectedOption[], name: string, value: string): V | null {
  const wanted = current.map((o) => (o.name === name ? {name, value} : o));
  const exact = pickVariant(variants, wanted);
  const isExact = exact?.selectedOptions.some((o) => o.name === name && o.value === value);
  if (isExact) return exact;
  return variants.find((v) => v.selectedOptions.some((o) => o.name === name && o.value === value)) ?? null;
}
