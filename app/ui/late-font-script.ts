/**
 * The shop's web font, declared from script once the first paint is on screen
 * (`LateFont`, app/ui/late-font.tsx). Declared in the page's stylesheet, the
 * file was requested at the first layout at the highest priority, and on a
 * phone it shared the network with the stylesheet and the largest image; text
 * first paints in the fallback face either way (`font-display: swap`).
 */

/** localStorage key: the font file this browser has loaded (it then declares the face at once, from its cache). */
export const FONT_SEEN_KEY = 'font-seen';

/** Declared at the latest this long after the script runs, should no paint entry ever come. */
export const LATE_FONT_LATEST_MS = 3000;

export interface LateFontFace {
  family: string;
  /** A FontFace source: `url("…") format("…")`. */
  source: string;
  descriptors: {style: string; weight: string; display: string; unicodeRange: string};
}

const descriptor = (css: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

/** The face an `@font-face` rule declares, its file at `fileUrl` (the built file's URL). */
export function lateFontFace(css: string, fileUrl: string): LateFontFace {
  const family = descriptor(css, 'font-family')?.replace(/^['"]|['"]$/g, '');
  const format = /format\((['"])([^'"]+)\1\)/.exec(css)?.[2];
  const weight = descriptor(css, 'font-weight');
  const unicodeRange = descriptor(css, 'unicode-range');
  if (!family || !format || !weight || !unicodeRange) throw new Error('the font stylesheet needs family, format, weight and unicode-range');
  return {
    family,
    source: `url("${fileUrl}") format("${format}")`,
    descriptors: {
      style: descriptor(css, 'font-style') ?? 'normal',
      weight,
      display: descriptor(css, 'font-display') ?? 'swap',
      unicodeRange,
    },
  };
}

/** What `LateFont` runs: loads `face` after the first contentful paint and declares it once loaded, or declares it at once when the file was loaded before. */
export function lateFontScript(face: LateFontFace): string {
  // JSON in a script element: `<` escaped, so no value can close the element.
  const json = JSON.stringify(face).replace(/</g, '\\u003c');
  return (
    `(()=>{const f=${json},k=${JSON.stringify(FONT_SEEN_KEY)};let done=false;` +
    // Added to the document before it loads only when cached (before the first layout, for free);
    // otherwise once loaded: adding a face restyles every element that names its family, so one
    // restyle with the file at hand, not one on adding and a relayout on arrival.
    'const add=(cached)=>{if(done)return;done=true;try{const face=new FontFace(f.family,f.source,f.descriptors);' +
    'if(cached)document.fonts.add(face);' +
    'face.load().then(()=>{if(!cached)document.fonts.add(face);try{localStorage.setItem(k,f.source)}catch{}},()=>{})}catch{}};' +
    `setTimeout(add,${LATE_FONT_LATEST_MS});` +
    'try{if(localStorage.getItem(k)===f.source)return add(true)}catch{}' +
    'const fcp=(l)=>l.getEntriesByName("first-contentful-paint").length>0;' +
    'if(fcp(performance))return add();' +
    'try{const o=new PerformanceObserver((l)=>{if(fcp(l)){o.disconnect();add()}});o.observe({type:"paint"})}catch{add()}})()'
  );
}
