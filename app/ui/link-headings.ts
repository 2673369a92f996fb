/** Headings of the Shop and Need Help? link lists, in the footer and on the error pages alike. */
export const LINK_HEADINGS = {shop: 'Shop', help: 'Need Help?'} as const;
