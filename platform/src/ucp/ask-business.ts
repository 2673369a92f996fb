import type {PlatformContext} from '../context.js';
import {createContentStore} from '../content/store.js';
import {bestPassages, passagesFrom, plainText, type ExportEntry, type Passage} from './ask.js';
import type {AskBusinessInput} from './inputs.js';
import {infoMessage} from './messages.js';
import {DEFAULT_UCP_VERSION, responseMeta, type UcpVersion} from './version.js';

const stores = new Map<string, ReturnType<typeof createContentStore>>();

/** The published passages of the CMS export the platform serves (re-read when the export changes). */
async function passages(ctx: PlatformContext): Promise<Passage[]> {
  let store = stores.get(ctx.contentDir);
  if (!store) stores.set(ctx.contentDir, (store = createContentStore(ctx.contentDir)));
  const content = await store.get('delivery');
  return passagesFrom(content.data.entries as unknown as ExportEntry[], content.defaultLocale.code);
}

/** Root-relative links in the shop's copy point at the shop, wherever the answer is read. */
const absolute = (markdown: string, shopUrl: string) => markdown.replace(/\]\(\//g, `](${shopUrl}/`);

/**
 * ask_business: a question about the shop answered with the shop's own words, quoted
 * from its policies and FAQ, each with a link to the page at the shop's domain.
 */
export async function askBusiness(ctx: PlatformContext, {ask: {query}}: AskBusinessInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const found = bestPassages(query, await passages(ctx));
  const url = (p: Passage) => `${ctx.storefrontUrl}/${p.page.slug}`;
  if (found.length === 0) {
    const contact = `${ctx.storefrontUrl}/contact-us`;
    return {
      ucp: responseMeta(version, 'dev.ucp.shopping.ask'),
      answer: {plain: `The shop's policies and FAQ do not cover this. The support team answers at ${contact}.`},
      links: [{type: 'support', url: contact, title: 'Contact Us'}],
      messages: [infoMessage('no_answer', 'Nothing in the shop’s policies or FAQ matches this question.')],
    };
  }
  const markdown = found.map((p) => `**${p.heading}** (${p.page.title}, ${url(p)})\n\n${absolute(p.text, ctx.storefrontUrl)}`).join('\n\n');
  const links = [...new Map(found.map((p) => [p.page.slug, p])).values()].map((p) => ({
    type: p.page.kind === 'legal' ? 'policy' : 'faq',
    url: url(p),
    title: p.page.title,
  }));
  return {
    ucp: responseMeta(version, 'dev.ucp.shopping.ask'),
    answer: {markdown, plain: plainText(markdown)},
    links,
  };
}
