import bundledErrorImage from '~/assets/error-404.svg';
import {ERROR_COPY, HELP_LINKS, SHOP_LINKS} from '~/ui/error-copy';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

/**
 * The error page as static HTML, for failures before React can render (the
 * request context itself could not be built). Same texts as the ErrorPage
 * component, and its bundled picture: the CMS cannot be asked without a context.
 */
export function fatalErrorPage(): string {
  const list = (links: ReadonlyArray<{title: string; url: string; external?: boolean}>) =>
    links
      .map(
        (l) =>
          `<li><a href="${escape(l.url)}"${l.external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${escape(l.title)}</a></li>`,
      )
      .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${ERROR_COPY.heading}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1f2937;text-align:center}a.button{display:inline-block;background:#d2010d;color:#fff;padding:.75rem 1.5rem;border-radius:999px;text-decoration:none;font-weight:600}nav{display:flex;gap:3rem;justify-content:center;margin-top:2rem;text-align:left}ul{list-style:none;padding:0}li{margin:.4rem 0}img{max-width:100%;height:auto}</style></head>
<body><main><img src="${escape(bundledErrorImage)}" alt="" width="400" height="240"><h1>${ERROR_COPY.heading}</h1><p>${ERROR_COPY.text}</p><p><a class="button" href="/">${ERROR_COPY.homeButton}</a></p>
<nav><section><h2>${ERROR_COPY.shopHeading}</h2><ul>${list(SHOP_LINKS)}</ul></section><section><h2>${ERROR_COPY.helpHeading}</h2><ul>${list(HELP_LINKS)}</ul></section></nav></main></body></html>`;
}
