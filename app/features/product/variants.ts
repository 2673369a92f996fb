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

type StockLike = {quantityAvailable?: number | null; availableForSale?: boolean};

/** Low-stock note from this many units down. */
export const LOW_STOCK_THRESHOLD = 3;

/**
 * A variant is in stock when its available quantity is at least 1. A real store's public token
 * often cannot read `quantityAvailable` (it needs the inventory scope) and gets null: then
 * `availableForSale` decides.
 */
export function isInStock(variant: StockLike | null | undefined): boolean {
  if (typeof variant?.quantityAvailable === 'number') return variant.quantityAvailable >= 1;
  return variant?.availableForSale ?? false;
}

/** How many units the quantity select offers: up to `max`, fewer only when the stock is known to be lower. */
export function orderableQuantity(variant: StockLike, max: number): number {
  if (!isInStock(variant)) return 0;
  return typeof variant.quantityAvailable === 'number' ? Math.min(max, variant.quantityAvailable) : max;
}

/** The units left for the "Only N left" note: known and at most the threshold; null for no note. */
export function lowStockCount(variant: StockLike): number | null {
  const quantity = variant.quantityAvailable;
  return typeof quantity === 'number' && quantity >= 1 && quantity <= LOW_STOCK_THRESHOLD ? quantity : null;
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
