import MarkdownIt from 'markdown-it';
import type {SafeHtml} from '~/clients/content/types';
import {isExternalUrl, isSafeUrl} from './link-safety';

/**
 * CMS markdown, with linkify and line breaks on. Raw HTML is
 * off, and every link or image URL goes through the link-safety rule: an
 * unsafe link is left as plain text.
 *
 * Server only: loaders render Markdown fields and hand the page their HTML,
 * so the parser (~42 kB gzip) never ships to the browser (docs/performance.md).
 */
const md = new MarkdownIt({html: false, linkify: true, breaks: true, typographer: false});
md.validateLink = (url: string) => isSafeUrl(url);

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '');
  if (isExternalUrl(href)) {
    tokens[idx].attrSet('target', '_blank');
    tokens[idx].attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};
// Wide tables scroll inside their own box on small screens.
md.renderer.rules.table_open = () => '<div class="table-scroll"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

/** Markdown to HTML that is safe to inject. */
export function renderMarkdown(source: string): string {
  return md.render(source ?? '');
}

/** A Markdown field as the page receives it: its safe HTML, ready for `dangerouslySetInnerHTML`. */
export function markdownHtml(source: string): SafeHtml {
  return {__html: renderMarkdown(source)};
}
