import type {SafeHtml} from '~/clients/content/types';

/**
 * CMS markdown, rendered to safe HTML by the route's loader
 * (`~/features/content/markdown.server`: no raw HTML, unsafe links as text), so
 * the browser gets HTML and no Markdown parser.
 */
export function Markdown({
  html,
  className = 'rich-text',
  ...attributes
}: {html: SafeHtml; className?: string} & Partial<Record<`data-${string}`, string>>) {
  return <div className={className} {...attributes} dangerouslySetInnerHTML={html} />;
}
