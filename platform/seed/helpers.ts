import type {SeedVariant} from './types.js';

export function v(options: Record<string, string>, price: number, inventory: number, extra: Partial<SeedVariant> = {}): SeedVariant {
  return {options, price, inventory, ...extra};
}

export function colors(list: Array<[name: string, hex: string, inventory: number]>, price: number, compareAt?: number): SeedVariant[] {
  return list.map(([name, hex, inventory]) => v({Color: name}, price, inventory, {colorValue: hex, compareAt}));
}

export function html(intro: string, bullets: string[], outro?: string): string {
  const list = bullets.map((b) => `<li>${b}</li>`).join('');
  return `<p>${intro}</p><ul>${list}</ul>${outro ? `<p>${outro}</p>` : ''}`;
}

export const FLUORIDE = 'Sodium fluoride 0.24% (0.15% w/v fluoride ion)';
export const PASTE_BASE =
  'Water, hydrated silica, sorbitol, glycerin, sodium lauryl sulfate, flavor, cellulose gum, sodium saccharin, titanium dioxide';
