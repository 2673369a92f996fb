import {useState} from 'react';
import {pushEvent} from '~/features/analytics/data-layer';

/** Share an article: e-mail, Facebook, X/Twitter, copy link. Each sends the `share` event. */
export function ShareLinks({url, title}: {url: string; title: string}) {
  const [copied, setCopied] = useState(false);
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    {method: 'email', label: 'Email', href: `mailto:?subject=${text}&body=${encoded}`},
    {method: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`},
    {method: 'x', label: 'X', href: `https://twitter.com/intent/tweet?url=${encoded}&text=${text}`},
  ];
  const track = (method: string) => pushEvent('share', {method, content_type: 'article', item_id: url});
  return (
    <div className="share" aria-label="Share this article" role="group">
      <span className="share__label">Share</span>
      {targets.map((target) => (
        <a
          key={target.method}
          href={target.href}
          target={target.method === 'email' ? undefined : '_blank'}
          rel="noopener noreferrer"
          onClick={() => track(target.method)}
          data-share={target.method}
        >
          {target.label}
        </a>
      ))}
      <button
        type="button"
        className="button--link"
        data-share="copy"
        onClick={() => {
          track('copy_link');
          navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? 'Link copied' : 'Copy link'}
      </button>
    </div>
  );
}
