/** A second, lazily loaded instance of Hydrogen (scripts/vite/second-instance.ts). */
declare module '@shopify/hydrogen?instance=analytics' {
  export * from '@shopify/hydrogen';
}
