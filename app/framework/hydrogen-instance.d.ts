/** A second, lazily loaded instance of Hydrogen (app/framework/second-instance.ts). */
declare module '@shopify/hydrogen?instance=analytics' {
  export * from '@shopify/hydrogen';
}
