import type {OptimisticCartLine} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

/** One cart line as the cart components render it (optimistic lines included). */
export type CartLine = OptimisticCartLine<CartApiQueryFragment['lines']['nodes'][number]>;
