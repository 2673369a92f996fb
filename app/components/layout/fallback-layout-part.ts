import {splitComponent} from '~/ui/split-component';

// The layout of a page whose root data failed: with the fallback menus, which no other page needs in the browser.
export const FallbackPageLayout = splitComponent('FallbackPageLayout', () => import('./FallbackPageLayout'));
