/**
 * Answers an agent's question from the shop's own words: the legal pages and the
 * FAQ and policy sections of its content pages. Pure: the passages come in, the
 * best-matching one goes out with the page it is quoted from.
 */

export interface Passage {
  /** Heading the passage sits under (a question, a section heading, a page title). */
  heading: string;
  /** The passage's text in Markdown, as the page shows it. */
  text: string;
  page: {slug: string; title: string; kind: 'legal' | 'page'};
}

interface Localised {
  [field: string]: {[locale: string]: unknown} | undefined;
}

export interface ExportEntry {
  sys: {id: string; publishedVersion?: number; contentType: {sys: {id: string}}};
  fields: Localised;
}

const field = (entry: ExportEntry, name: string, locale: string): unknown => entry.fields[name]?.[locale];
const text = (entry: ExportEntry, name: string, locale: string) => {
  const value = field(entry, name, locale);
  return typeof value === 'string' ? value : '';
};

/** Splits a Markdown body at its `## ` headings: one passage per section, the page title before the first. */
function sections(body: string, title: string): Array<{heading: string; text: string}> {
  const out: Array<{heading: string; text: string}> = [];
  let heading = title;
  let lines: string[] = [];
  const flush = () => {
    const joined = lines.join('\n').trim();
    if (joined) out.push({heading, text: joined});
  };
  for (const line of body.split('\n')) {
    const m = /^#{2,3}\s+(.*)$/.exec(line);
    if (m) {
      flush();
      heading = m[1]!.trim();
      lines = [];
    } else lines.push(line);
  }
  flush();
  return out;
}

/** The passages of the published content: legal pages, and FAQ and text sections of the content pages. */
export function passagesFrom(entries: readonly ExportEntry[], locale = 'en-US'): Passage[] {
  const published = entries.filter((e) => e.sys.publishedVersion);
  const byId = new Map(published.map((e) => [e.sys.id, e]));
  const passages: Passage[] = [];
  for (const entry of published) {
    const type = entry.sys.contentType.sys.id;
    if (type === 'legalPage') {
      const page = {slug: text(entry, 'slug', locale), title: text(entry, 'title', locale), kind: 'legal' as const};
      for (const s of sections(text(entry, 'body', locale), page.title)) passages.push({...s, page});
    } else if (type === 'landingPage') {
      const page = {slug: text(entry, 'slug', locale), title: text(entry, 'title', locale), kind: 'page' as const};
      const links = field(entry, 'sections', locale);
      for (const link of Array.isArray(links) ? links : []) {
        const section = byId.get((link as {sys?: {id?: string}}).sys?.id ?? '');
        if (!section) continue;
        const sectionType = section.sys.contentType.sys.id;
        if (sectionType === 'sectionFaq') {
          const items = field(section, 'items', locale);
          for (const item of Array.isArray(items) ? (items as Array<{question?: unknown; answer?: unknown}>) : []) {
            if (typeof item.question === 'string' && typeof item.answer === 'string') {
              passages.push({heading: item.question, text: item.answer, page});
            }
          }
        } else if (sectionType === 'sectionMediaText') {
          passages.push({heading: text(section, 'title', locale), text: text(section, 'body', locale), page});
        }
      }
    }
  }
  return passages.filter((p) => p.page.slug && p.text);
}

const STOP = new Set(
  'a an and are as at be by can do does for from have how i if in is it its me my of on or our so that the their this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Lower-case word stems: enough to match "returns" with "return", "combined" with "combine", "codes" with "code". */
export function terms(input: string): string[] {
  const stem = (w: string) => {
    const one = w.length > 3 ? w.replace(/s$/, '') : w;
    return one.replace(/(ing|ed|e)$/, (suffix) => (one.length - suffix.length >= 3 ? '' : suffix));
  };
  return (input.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

/**
 * How well each passage answers the question: every question word found counts by
 * how rare it is among the passages (so "warranty" outweighs "toothbrush"), double
 * in the passage's heading.
 */
export function scores(question: string, passages: readonly Passage[]): number[] {
  const q = [...new Set(terms(question))];
  // A page's opening passage has the page title as heading: a title names the page, not the answer, so no bonus.
  const indexed = passages.map((p) => ({
    heading: new Set(p.heading === p.page.title ? [] : terms(p.heading)),
    body: new Set(terms(p.text)),
  }));
  const weight = new Map(
    q.map((t) => {
      const df = indexed.filter((x) => x.heading.has(t) || x.body.has(t)).length;
      return [t, df === 0 ? 0 : Math.log((passages.length + 1) / df)];
    }),
  );
  return indexed.map((x) => q.reduce((sum, t) => sum + weight.get(t)! * ((x.heading.has(t) ? 2 : 0) + (x.body.has(t) ? 1 : 0)), 0));
}

/** The passages that answer a question, best first: the best one and any close to it; none when nothing matches. */
export function bestPassages(question: string, passages: readonly Passage[], limit = 2): Passage[] {
  const all = scores(question, passages);
  const best = Math.max(0, ...all);
  // Below this, the match is only words most passages share: no answer rather than a wrong one.
  if (best < MIN_SCORE) return [];
  return passages
    .map((p, i) => ({p, s: all[i]!, i}))
    .filter((x) => x.s >= best * 0.75)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.p);
}

/** The weight of a word found in a quarter of the passages: at least one such word must match. */
const MIN_SCORE = Math.log(4);

/** Markdown emphasis and links to plain text, for the `plain` form of an answer. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/^\s*[-*]\s+/gm, '• ')
    .trim();
}
