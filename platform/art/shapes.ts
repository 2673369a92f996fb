/** Flat SVG drawings (1200×1200) for the seed catalog. Pure functions returning SVG fragments. */

export type Draw = (c: string, a: string) => string;

export const tooth = (x: number, y: number, s: number, fill = '#fff') =>
  `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M-40-38c-22 0-36 18-36 40 0 20 8 30 14 52 5 18 8 40 20 40 13 0 12-38 42-38s29 38 42 38c12 0 15-22 20-40 6-22 14-32 14-52 0-22-14-40-36-40-16 0-24 8-40 8s-24-8-40-8z"/>`;

const sparkle = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M0-40 10-10 40 0 10 10 0 40-10 10-40 0-10-10z"/>`;

const bristles = (x: number, y: number, w: number, h: number, color: string) => {
  const rows: string[] = [];
  for (let i = 0; i < 6; i++)
    rows.push(`<rect x="${x + i * (w / 6) + 2}" y="${y}" width="${w / 6 - 6}" height="${h}" rx="6" fill="${i % 2 ? color : '#ffffff'}"/>`);
  return rows.join('');
};

export const tube: Draw = (c, a) => `
<g transform="rotate(-12 600 600)">
<rect x="470" y="230" width="260" height="46" rx="8" fill="#cbd5e1"/>
<path d="M470 270h260l40 560H430z" fill="${c}"/>
<path d="M452 520c80 40 216 40 296 0l12 170c-100 50-220 50-320 0z" fill="#fff" opacity=".92"/>
${tooth(600, 600, 0.9, c)}
${sparkle(690, 560, 0.5, a)}
<rect x="455" y="820" width="290" height="130" rx="26" fill="#f8fafc" stroke="${c}" stroke-width="10"/>
</g>`;

export const kidsTube: Draw = (c, a) => `
<g transform="rotate(10 600 600)">
<rect x="480" y="240" width="240" height="44" rx="8" fill="#cbd5e1"/>
<path d="M480 280h240l36 520H444z" fill="${c}"/>
${[
  [520, 360],
  [660, 420],
  [560, 700],
  [690, 740],
  [500, 560],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22" fill="${a}"/>`)
  .join('')}
<circle cx="600" cy="560" r="110" fill="#fff"/>
${tooth(600, 560, 0.85, c)}
<rect x="450" y="790" width="300" height="140" rx="60" fill="${a}"/>
</g>`;

export const brush: Draw = (c, a) => `
<g transform="rotate(-35 600 600)">
<rect x="560" y="420" width="80" height="620" rx="40" fill="${c}"/>
<rect x="575" y="600" width="50" height="300" rx="25" fill="${a}" opacity=".7"/>
<rect x="572" y="190" width="56" height="260" rx="28" fill="${c}"/>
<rect x="548" y="150" width="104" height="180" rx="30" fill="${c}"/>
${bristles(520, 150, 50, 180, a).replace(/x="(\d+(?:\.\d+)?)"/g, (_m, x: string) => `x="${Number(x)}"`)}
</g>`;

export const sonic: Draw = (c, a) => `
<g transform="rotate(-8 600 600)">
<rect x="500" y="470" width="200" height="560" rx="100" fill="${c}"/>
<rect x="525" y="520" width="150" height="480" rx="75" fill="#fff" opacity=".18"/>
<circle cx="600" cy="640" r="40" fill="#fff"/><circle cx="600" cy="640" r="18" fill="${c}"/>
<rect x="582" y="760" width="36" height="36" rx="18" fill="#fff" opacity=".8"/>
<path d="M540 480c0-120 30-200 40-300h40c10 100 40 180 40 300z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
<rect x="552" y="90" width="96" height="160" rx="40" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
<g transform="rotate(-90 530 170)">${bristles(470, 120, 120, 60, a)}</g>
</g>`;

export const pen: Draw = (c, a) => `
<g transform="rotate(-40 600 600)">
<rect x="545" y="300" width="110" height="640" rx="55" fill="${c}"/>
<rect x="560" y="330" width="24" height="560" rx="12" fill="#fff" opacity=".35"/>
<rect x="545" y="300" width="110" height="200" rx="55" fill="#f8fafc" stroke="${c}" stroke-width="10"/>
<rect x="585" y="250" width="30" height="60" rx="8" fill="${a}"/>
<circle cx="600" cy="720" r="32" fill="#fff"/>
${tooth(600, 720, 0.3, c)}
</g>
${sparkle(840, 330, 1, a)}${sparkle(920, 460, 0.5, c)}`;

export const kit: Draw = (c, a) => `
<rect x="250" y="330" width="700" height="560" rx="40" fill="${c}"/>
<rect x="290" y="370" width="620" height="480" rx="28" fill="${a}"/>
<path d="M420 520c0 140 80 230 180 230s180-90 180-230" fill="none" stroke="#fff" stroke-width="70" stroke-linecap="round"/>
<path d="M420 520c0 140 80 230 180 230s180-90 180-230" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round" opacity=".4"/>
${tooth(600, 500, 0.8, c)}`;

export const ledKit: Draw = (c, a) => `
<circle cx="600" cy="600" r="330" fill="${a}"/>
<circle cx="600" cy="600" r="250" fill="#60a5fa" opacity=".35"/>
<path d="M380 520c0 190 90 300 220 300s220-110 220-300" fill="none" stroke="#fff" stroke-width="90" stroke-linecap="round"/>
<rect x="520" y="700" width="160" height="240" rx="60" fill="${c}"/>
<circle cx="600" cy="780" r="26" fill="#93c5fd"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${440 + i * 80}" cy="${560 + Math.abs(2 - i) * -30 + 60}" r="16" fill="#3b82f6"/>`).join('')}`;

export const box: Draw = (c, a) => `
<path d="M300 450h600v420a30 30 0 0 1-30 30H330a30 30 0 0 1-30-30z" fill="${c}"/>
<path d="M280 390h640v90H280z" fill="${c}" opacity=".85"/>
<rect x="560" y="390" width="80" height="510" fill="${a}"/>
<rect x="370" y="560" width="150" height="150" rx="75" fill="#fff"/>${tooth(445, 635, 0.7, c)}
<path d="M600 390c-80-120-200-110-190-40 10 50 120 50 190 40zm0 0c80-120 200-110 190-40-10 50-120 50-190 40z" fill="${a}"/>`;

export const bundle: Draw = (c, a) => `
<g transform="rotate(-14 470 420)"><rect x="420" y="170" width="110" height="420" rx="20" fill="${a}" stroke="${c}" stroke-width="8"/></g>
<g transform="rotate(12 720 400)"><rect x="690" y="150" width="60" height="460" rx="30" fill="${c}"/><rect x="680" y="140" width="80" height="110" rx="24" fill="#fff" stroke="${c}" stroke-width="8"/></g>
<rect x="260" y="470" width="680" height="440" rx="36" fill="${c}"/>
<rect x="260" y="470" width="680" height="90" rx="36" fill="#000" opacity=".12"/>
<circle cx="600" cy="700" r="120" fill="#fff"/>${tooth(600, 700, 0.9, c)}`;

export const bottle: Draw = (c, a) => `
<rect x="520" y="160" width="160" height="110" rx="18" fill="#f8fafc" stroke="#cbd5e1" stroke-width="8"/>
<path d="M530 270h140l30 90c90 40 110 110 110 200v330a40 40 0 0 1-40 40H430a40 40 0 0 1-40-40V560c0-90 20-160 110-200z" fill="${c}" opacity=".9"/>
<path d="M400 620h400v300a30 30 0 0 1-30 30H430a30 30 0 0 1-30-30z" fill="${c}"/>
<rect x="450" y="560" width="300" height="240" rx="24" fill="#fff" opacity=".93"/>
${tooth(600, 660, 0.7, c)}<rect x="500" y="740" width="200" height="20" rx="10" fill="${a}"/>`;

export const floss: Draw = (c, a) => `
<circle cx="600" cy="620" r="300" fill="${c}"/>
<circle cx="600" cy="620" r="230" fill="${a}"/>
<circle cx="600" cy="620" r="90" fill="#fff"/>${tooth(600, 620, 0.6, c)}
<rect x="560" y="280" width="80" height="60" rx="12" fill="#e2e8f0"/>
<path d="M600 300C640 180 760 140 860 160" fill="none" stroke="#fff" stroke-width="10"/>`;

export const gift: Draw = (c, a) => `
<rect x="290" y="480" width="620" height="440" rx="24" fill="${c}"/>
<rect x="260" y="400" width="680" height="120" rx="24" fill="${c}"/>
<rect x="260" y="400" width="680" height="120" rx="24" fill="#fff" opacity=".12"/>
<rect x="555" y="400" width="90" height="520" fill="${a}"/>
<path d="M600 400c-60-150-250-170-230-60 15 70 160 70 230 60zm0 0c60-150 250-170 230-60-15 70-160 70-230 60z" fill="${a}"/>
${sparkle(860, 300, 0.8, a)}${sparkle(330, 300, 0.5, c)}`;

export const heads: Draw = (c, a) =>
  [380, 600, 820]
    .map(
      (x, i) => `<g transform="rotate(${(i - 1) * 8} ${x} 640)">
<path d="M${x - 45} 960V560c0-40 20-60 45-60s45 20 45 60v400z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
<rect x="${x - 50}" y="900" width="100" height="40" rx="10" fill="${c}"/>
<rect x="${x - 45}" y="330" width="90" height="200" rx="36" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
<g transform="rotate(-90 ${x - 40} 430)">${bristles(x - 110, 380, 140, 60, a)}</g></g>`,
    )
    .join('');

export const charger: Draw = (c, a) => `
<ellipse cx="600" cy="800" rx="260" ry="80" fill="${c}"/>
<rect x="340" y="700" width="520" height="100" fill="${c}"/>
<ellipse cx="600" cy="700" rx="260" ry="80" fill="${a}"/>
<ellipse cx="600" cy="700" rx="80" ry="26" fill="${c}" opacity=".6"/>
<path d="M860 760c120 0 120 160 0 200s-200 40-200 120" fill="none" stroke="${c}" stroke-width="22" stroke-linecap="round"/>
<path d="M640 470l-60 110h60l-40 100 110-140h-60l40-70z" fill="#facc15"/>`;
