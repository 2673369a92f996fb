import type {ArtKind, SeedProduct} from './types.js';

export interface ArtSpec {
  /** File base name in platform/art (without .svg). */
  name: string;
  kind: ArtKind;
  colors: [string, string];
  alt: string;
  /** 'main' drawing, or a 'pack' shot (product with its box). */
  pose: 'main' | 'pack';
  /** Colour option value this image belongs to, if any. */
  color?: string;
}

export function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The images of a seed product, in display order (featured first). */
export function productArt(p: SeedProduct): ArtSpec[] {
  const colored = p.variants.filter((v) => v.colorValue && v.options.Color);
  const specs: ArtSpec[] = [];
  if (colored.length) {
    for (const variant of colored) {
      const color = variant.options.Color!;
      specs.push({
        name: `${p.handle}-${slug(color)}`,
        kind: p.art.kind,
        colors: [variant.colorValue!, p.art.colors[1]],
        alt: `${p.title} in ${color}`,
        pose: 'main',
        color,
      });
    }
  } else {
    specs.push({name: p.handle, kind: p.art.kind, colors: p.art.colors, alt: p.title, pose: 'main'});
  }
  specs.push({name: `${p.handle}-pack`, kind: p.art.kind, colors: p.art.colors, alt: `${p.title} with packaging`, pose: 'pack'});
  return specs;
}
