/**
 * The shop's web font, fetched once the first paint is on screen and used from
 * the first client navigation on (`LateFont`, app/ui/late-font.tsx). Declared in
 * the page's stylesheet, the file was requested at the first layout at the
 * highest priority, and on a phone it shared the network with the stylesheet
 * and the largest image. Declared as soon as it arrived, it relaid the whole
 * page out in the middle of start-up: the largest task after the first paint.
 * A navigation lays the page out anyway, and a later visit has the file at
 * hand before its first layout, so neither sees a swap of its own.
 */

/** localStorage key: the font file this browser has loaded (it then declares the face at once, from its cache). */
export const FONT_SEEN_KEY = 'font-seen';

/**
 * Set on <html> with the face. Only then does the stack name Inter (app.css): a family named but
 * not declared is looked up among the system's fonts, once per size and weight at the first
 * layout, by a synchronous call to the browser process on Linux and Windows.
 */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';

/** Fetched at the latest this long after the script runs, should no paint entry ever come. */
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

/**
 * What `LateFont` runs: fetches `face` after the first contentful paint and
 * declares it at the first navigation within the document (the Navigation
 * API's `navigate` event: a push or a traverse to another page, not the
 * start-up's replace nor a skip link's jump) once it has loaded, or declares
 * it at once when this browser loaded the file before.
 */
export function lateFontScript(face: LateFontFace): string {
  // JSON in a script element: `<` escaped, so no value can close the element.
  const json = JSON.stringify(face).replace(/</g, '\\u003c');
  return (
    `(()=>{const f=${json},k=${JSON.stringify(FONT_SEEN_KEY)};let face,loaded=false,wanted=false,added=false;` +
    // The face and the stack that names it, in one task: one restyle, with the file at hand.
    `const use=()=>{document.fonts.add(face);document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"")};` +
    'const add=()=>{if(added||!loaded||!wanted)return;added=true;use()};' +
    'try{navigation.addEventListener("navigate",(e)=>{if(e.destination.sameDocument&&!e.hashChange&&e.navigationType!=="replace"){wanted=true;add()}})}catch{}' +
    // When cached, added before it loads: before the first layout, for free.
    'const fetchFace=(cached)=>{if(face)return;try{face=new FontFace(f.family,f.source,f.descriptors);' +
    'if(cached){wanted=added=true;use()}' +
    'face.load().then(()=>{loaded=true;try{localStorage.setItem(k,f.source)}catch{}add()},()=>{})}catch{}};' +
    `setTimeout(fetchFace,${LATE_FONT_LATEST_MS});` +
    'try{if(localStorage.getItem(k)===f.source)return fetchFace(true)}catch{}' +
    'const fcp=(l)=>l.getEntriesByName("first-contentful-paint").length>0;' +
    'if(fcp(performance))return fetchFace();' +
    'try{const o=new PerformanceObserver((l)=>{if(fcp(l)){o.disconnect();fetchFace()}});o.observe({type:"paint"})}catch{fetchFace()}})()'
  );
}
