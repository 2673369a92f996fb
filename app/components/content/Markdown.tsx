import {renderMarkdown} from '~/lib/content/markdown';

/** CMS markdown rendered on the server and the client alike (no raw HTML, unsafe links as text). */
export function Markdown({source, className = 'rich-text'}: {source: string; className?: string}) {
  return <div className={className} dangerouslySetInnerHTML={{__html: renderMarkdown(source)}} />;
}
