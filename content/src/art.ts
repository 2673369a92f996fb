/**
 * Draws the shop's SVG artwork: hero scenes, category tiles, the 404
 * illustration and article heroes. Motifs are drawn in a 400×400 box and
 * placed to suit each size (beside the copy when wide, under it when tall).
 */

export interface Palette {
  from: string;
  to: string;
  accent: string;
  soft: string;
}

export type Motif =
  'smile' | 'whitening' | 'toothbrush' | 'toothpaste' | 'bundle' | 'holiday' | 'all' | 'lost' | 'kids' | 'gums' | 'sensitivity';

const TOOTH =
  'M120 90 C150 60 180 80 200 92 C220 80 250 60 280 90 C318 128 312 200 292 240 C276 274 270 330 250 346 C230 362 222 302 200 292 C178 302 170 362 150 346 C130 330 124 274 108 240 C88 200 82 128 120 90 Z';

const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r} Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y} Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r} Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y} Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r} Z" fill="${fill}"/>`;

const tooth = (p: Palette, face = false) =>
  `<path d="${TOOTH}" fill="#ffffff" stroke="${p.accent}" stroke-opacity="0.25" stroke-width="6"/>` +
  `<path d="M140 120 C155 105 175 108 185 118" fill="none" stroke="${p.soft}" stroke-width="10" stroke-linecap="round"/>` +
  (face
    ? `<circle cx="170" cy="190" r="10" fill="${p.accent}"/><circle cx="232" cy="190" r="10" fill="${p.accent}"/>` +
      `<path d="M172 225 Q201 252 230 225" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`
    : '');

const toothbrush = (p: Palette, angle = -35) => {
  const bristles = Array.from(
    {length: 7},
    (_, i) => `<rect x="${236 + i * 16}" y="112" width="10" height="34" rx="4" fill="${i % 2 ? '#ffffff' : p.soft}"/>`,
  ).join('');
  return (
    `<g transform="rotate(${angle} 200 200)">` +
    `<rect x="40" y="150" width="220" height="34" rx="17" fill="${p.accent}"/>` +
    `<rect x="60" y="158" width="120" height="18" rx="9" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="228" y="146" width="128" height="24" rx="10" fill="${p.accent}"/>` +
    `${bristles}<circle cx="120" cy="167" r="6" fill="#ffffff"/></g>`
  );
};

const tube = (p: Palette, color = p.accent) =>
  `<g transform="rotate(-20 200 200)">` +
  `<path d="M110 120 L290 120 L270 300 Q200 312 130 300 Z" fill="${color}"/>` +
  `<rect x="100" y="104" width="200" height="24" rx="6" fill="${color}" opacity="0.8"/>` +
  `<rect x="160" y="300" width="80" height="46" rx="8" fill="#ffffff" stroke="${color}" stroke-width="6"/>` +
  `<rect x="130" y="180" width="140" height="52" rx="10" fill="#ffffff"/>` +
  `<path d="M150 206 H250" stroke="${p.soft}" stroke-width="12" stroke-linecap="round"/></g>`;

const giftBox = (p: Palette, ribbon: string) =>
  `<rect x="100" y="190" width="200" height="150" rx="10" fill="${p.accent}"/>` +
  `<rect x="88" y="160" width="224" height="44" rx="8" fill="${p.accent}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="4"/>` +
  `<rect x="186" y="160" width="28" height="180" fill="${ribbon}"/>` +
  `<path d="M200 160 C170 110 130 120 150 150 C160 162 185 162 200 160 Z M200 160 C230 110 270 120 250 150 C240 162 215 162 200 160 Z" fill="${ribbon}"/>`;

const pen = (p: Palette) =>
  `<g transform="rotate(30 200 200)"><rect x="180" y="60" width="40" height="260" rx="20" fill="#ffffff" stroke="${p.accent}" stroke-width="6"/>` +
  `<rect x="180" y="60" width="40" height="90" rx="20" fill="${p.accent}"/><rect x="194" y="320" width="12" height="30" rx="6" fill="${p.soft}"/></g>`;

const snowflake = (x: number, y: number, r: number) =>
  `<g stroke="#ffffff" stroke-width="${Math.max(2, r / 6)}" stroke-linecap="round" opacity="0.9">` +
  [0, 60, 120].map((a) => `<line x1="${x}" y1="${y - r}" x2="${x}" y2="${y + r}" transform="rotate(${a} ${x} ${y})"/>`).join('') +
  `</g>`;

const gum = (p: Palette) =>
  `<path d="M60 150 Q200 70 340 150 L340 190 Q200 130 60 190 Z" fill="#f9a8d4"/>` +
  [90, 150, 210, 270]
    .map(
      (x) =>
        `<rect x="${x}" y="150" width="48" height="70" rx="18" fill="#ffffff" stroke="${p.accent}" stroke-opacity="0.25" stroke-width="4"/>`,
    )
    .join('');

function motif(kind: Motif, p: Palette): string {
  switch (kind) {
    case 'smile':
      return (
        tooth(p, true) +
        `<g transform="translate(150 150) scale(0.55)">${toothbrush(p, -50)}</g>` +
        sparkle(320, 90, 26, p.accent) +
        sparkle(86, 300, 18, p.accent)
      );
    case 'whitening':
      return (
        tooth(p) +
        `<g transform="translate(170 150) scale(0.55)">${pen(p)}</g>` +
        sparkle(310, 80, 30, p.accent) +
        sparkle(90, 110, 18, p.accent) +
        sparkle(300, 320, 14, p.accent)
      );
    case 'toothbrush':
      return (
        toothbrush(p) +
        `<g transform="translate(40 80) scale(0.8)">${toothbrush({...p, accent: p.soft}, -20)}</g>` +
        sparkle(330, 300, 18, p.accent)
      );
    case 'toothpaste':
      return (
        tube(p) +
        `<circle cx="320" cy="110" r="22" fill="#ffffff" opacity="0.7"/><circle cx="350" cy="160" r="12" fill="#ffffff" opacity="0.6"/>`
      );
    case 'bundle':
      return (
        giftBox(p, '#ffffff') +
        `<g transform="translate(230 40) scale(0.45)">${tube(p, '#dc2626')}</g>` +
        `<g transform="translate(10 40) scale(0.45)">${toothbrush(p, -60)}</g>`
      );
    case 'holiday':
      return giftBox({...p, accent: '#15803d'}, '#fbbf24') + snowflake(80, 90, 26) + snowflake(330, 70, 18) + snowflake(340, 300, 22);
    case 'all':
      return (
        `<g transform="translate(0 20) scale(0.5)">${tooth(p)}</g><g transform="translate(200 20) scale(0.5)">${toothbrush(p)}</g>` +
        `<g transform="translate(0 200) scale(0.5)">${tube(p, '#dc2626')}</g><g transform="translate(200 200) scale(0.5)">${giftBox(p, '#ffffff')}</g>`
      );
    case 'lost':
      return (
        tooth(p, true) +
        `<circle cx="300" cy="300" r="52" fill="none" stroke="${p.accent}" stroke-width="14"/><line x1="338" y1="338" x2="380" y2="380" stroke="${p.accent}" stroke-width="18" stroke-linecap="round"/>` +
        `<text x="60" y="80" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="${p.accent}">?</text>`
      );
    case 'kids':
      return (
        `<g transform="translate(60 60) scale(0.7)">${tooth({...p, accent: '#db2777'}, true)}</g>` +
        `<g transform="translate(150 160) scale(0.6)">${toothbrush(p, -30)}</g>` +
        sparkle(320, 80, 22, '#f59e0b') +
        sparkle(70, 320, 18, '#22c55e')
      );
    case 'gums':
      return (
        gum(p) +
        sparkle(320, 300, 22, p.accent) +
        `<path d="M120 290 Q200 340 280 290" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`
      );
    case 'sensitivity':
      return (
        tooth(p) +
        `<path d="M300 70 L270 140 L300 140 L270 210" fill="none" stroke="#0ea5e9" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<circle cx="90" cy="300" r="30" fill="#bae6fd"/><circle cx="120" cy="330" r="16" fill="#bae6fd"/>`
      );
  }
}

/** A full scene: gradient ground, soft bubbles, and the motif placed for the aspect ratio. */
export function drawScene(width: number, height: number, kind: Motif, p: Palette, label: string): string {
  const wide = width / height > 1.2;
  const size = wide ? height * 0.82 : width * 0.74;
  const cx = wide ? width * 0.72 : width / 2;
  const cy = wide ? height / 2 : height * 0.64;
  const scale = size / 400;
  const bubbles = [
    [0.08, 0.2, 0.09],
    [0.3, 0.85, 0.06],
    [0.55, 0.12, 0.04],
    [0.92, 0.82, 0.07],
    [0.45, 0.55, 0.03],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(r * Math.min(width, height))}" fill="#ffffff" opacity="0.35"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bubbles,
    `<circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${Math.round(size * 0.46)}" fill="#ffffff" opacity="0.45"/>`,
    `<g transform="translate(${Math.round(cx - size / 2)} ${Math.round(cy - size / 2)}) scale(${scale.toFixed(4)})">${motif(kind, p)}</g>`,
    `</svg>`,
  ].join('');
}

export const PALETTES: Record<string, Palette> = {
  home: {from: '#e6f7f4', to: '#9fe3d6', accent: '#0f766e', soft: '#99f6e4'},
  whitening: {from: '#eef2ff', to: '#c7d2fe', accent: '#4338ca', soft: '#a5b4fc'},
  toothbrushes: {from: '#ecfeff', to: '#a5f3fc', accent: '#0e7490', soft: '#67e8f9'},
  toothpaste: {from: '#fff1f2', to: '#fecdd3', accent: '#be123c', soft: '#fda4af'},
  bundles: {from: '#fefce8', to: '#fde68a', accent: '#b45309', soft: '#fcd34d'},
  holiday: {from: '#991b1b', to: '#b91c1c', accent: '#b91c1c', soft: '#fecaca'},
  all: {from: '#f0fdf4', to: '#bbf7d0', accent: '#15803d', soft: '#86efac'},
  error: {from: '#f8fafc', to: '#dbeafe', accent: '#1d4ed8', soft: '#bfdbfe'},
  kids: {from: '#fdf4ff', to: '#f5d0fe', accent: '#a21caf', soft: '#f0abfc'},
  gums: {from: '#fdf2f8', to: '#fbcfe8', accent: '#be185d', soft: '#f9a8d4'},
  sensitivity: {from: '#f0f9ff', to: '#bae6fd', accent: '#0369a1', soft: '#7dd3fc'},
};

/** The four static-image sizes the storefront picks from per breakpoint. */
export const STATIC_SIZES = {
  desktop: [1600, 600],
  tabletLarge: [1200, 600],
  tabletSmall: [900, 600],
  mobile: [750, 900],
} as const;
