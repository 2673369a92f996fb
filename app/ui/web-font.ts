/**
 * The brand face (Inter) is applied only from `<html data-fonts>` on: a first
 * visit paints in the metric-matched fallback, and the start-up script sets the
 * attribute with the page's JavaScript, after load and the first paint, so the
 * 32 kB file never shares the network with the page's largest image. A visitor
 * who has been here before (the consent cookie says so) most likely has the file
 * cached: the attribute is set before the first paint, and the text never swaps.
 */
export const FONT_ATTRIBUTE = 'data-fonts';

/** The head's inline script: the face at once for a returning visitor. */
export function earlyFontScript(returningCookie: string): string {
  const pattern = JSON.stringify(`(^|;\\s*)${returningCookie}=`);
  return `if(new RegExp(${pattern}).test(document.cookie))document.documentElement.setAttribute("${FONT_ATTRIBUTE}","")`;
}
