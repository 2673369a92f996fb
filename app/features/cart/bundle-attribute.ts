import {mergeAttributes, sameAttributes} from './attributes';
import {BUNDLE_ID_ATTRIBUTE, BUNDLE_NAME_ATTRIBUTE} from './lines';
import {attributeValue, type Attribute, type RuleLine} from './types';

/** Cart attribute listing the bundles in the cart (`id:name`, one per entry). */
export const BUNDLES_ATTRIBUTE = '_bundles';

/**
 * The cart attributes with `_bundles` in step with the bundle lines (each bundle once, in line
 * order), merged into the other attributes; null when they already are.
 */
export function bundleAttributes(
  attributes: readonly Attribute[],
  lines: ReadonlyArray<Pick<RuleLine, 'attributes'>>,
): Array<{key: string; value: string}> | null {
  const bundles = new Map<string, string>();
  for (const line of lines) {
    const id = attributeValue(line, BUNDLE_ID_ATTRIBUTE);
    if (id) bundles.set(id, attributeValue(line, BUNDLE_NAME_ATTRIBUTE) ?? '');
  }
  const value = [...bundles].map(([id, name]) => `${id}:${name}`).join('\n');
  const next = mergeAttributes(attributes, [{key: BUNDLES_ATTRIBUTE, value}]);
  return sameAttributes(attributes, next) ? null : next;
}
