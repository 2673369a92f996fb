/** A second, lazily loaded instance of Hydrogen (app/framework/second-instance.ts). */
declare module '@shopify/hydrogen?instance=analytics' {
  export * from '@shopify/hydrogen';
}

/** A second instance of Hydrogen for `getSeoMeta` alone (app/framework/hydrogen-seo.ts). */
declare module '@shopify/hydrogen?instance=seo' {
  export * from '@shopify/hydrogen';
}
