/**
 * The renditions the image servers make. Each request is snapped onto a small
 * set, so a client looping over sizes, crops or qualities meets renditions
 * already cached instead of filling the disk and the CPU with new ones:
 *
 * - widths: the shop's steps (50…900 and the 1200 fallback for product
 *   images; the CMS pictures' breakpoints 320, 640, 768, 1024, 1280 and 1536,
 *   and a crop's own width such as 750), the 1x/2x/3x renditions of its
 *   fixed-size images (48 and 96 px menu thumbnails; 64, 80 and 96 px:
 *   product thumbnails, cart and order lines, the bundle builder; 240 and 480
 *   for the category tiles), and 1600/2048 for other clients. A width between steps gets the next step up; anything
 *   wider than 2048 gets 2048.
 * - crop boxes: the source's own proportions (no crop) or one of a few
 *   height/width ratios.
 * - qualities: 50 to 100 in steps of 10.
 */
export const IMAGE_WIDTH_STEPS = [
  48, 50, 64, 80, 96, 100, 128, 150, 160, 180, 192, 240, 320, 480, 640, 750, 768, 900, 1024, 1200, 1280, 1536, 1600, 2048,
] as const;
export const MAX_IMAGE_DIMENSION = 2048;
export const CROP_RATIOS = [1, 4 / 3, 3 / 4, 3 / 2, 2 / 3, 16 / 9, 9 / 16, 2, 1 / 2] as const;
export const QUALITY_STEPS = [50, 60, 70, 80, 90, 100] as const;

/** The smallest step at least as wide as asked (the largest step beyond it). */
export function snapWidth(requested: number): number {
  return IMAGE_WIDTH_STEPS.find((step) => step >= requested) ?? MAX_IMAGE_DIMENSION;
}

export function snapQuality(requested: number): number {
  return QUALITY_STEPS.reduce((best, q) => (Math.abs(q - requested) <= Math.abs(best - requested) ? q : best));
}

export interface Box {
  width: number;
  /** Set only for a crop box whose proportions differ from the source's. */
  height?: number;
}

/**
 * The rendition for a requested width and/or height, given the source's
 * proportions (height / width). A height that keeps the source's proportions
 * (to the pixel, as srcset candidates computed from the image's own size do)
 * is dropped: the width alone gives the same picture.
 */
export function renditionBox(width: number | undefined, height: number | undefined, sourceRatio: number): Box | undefined {
  if (!width && !height) return undefined;
  if (!width) return {width: snapWidth(Math.round(height! / sourceRatio))};
  if (!height || Math.abs(height - Math.round(width * sourceRatio)) <= 1) return {width: snapWidth(width)};
  const asked = Math.log(height / width);
  const ratio = CROP_RATIOS.reduce((best, r) => (Math.abs(Math.log(r) - asked) < Math.abs(Math.log(best) - asked) ? r : best));
  if (Math.abs(Math.log(ratio) - Math.log(sourceRatio)) < 0.01) return {width: snapWidth(width)};
  let snapped = snapWidth(width);
  // A tall crop of a wide step would pass the maximum: take the widest step that keeps the height within it.
  while (Math.round(snapped * ratio) > MAX_IMAGE_DIMENSION) snapped = IMAGE_WIDTH_STEPS[IMAGE_WIDTH_STEPS.indexOf(snapped as never) - 1]!;
  return {width: snapped, height: Math.round(snapped * ratio)};
}
