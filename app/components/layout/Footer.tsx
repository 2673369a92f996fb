import {useRouteLoaderData} from '@remix-run/react';
import type {NavItem} from '~/features/navigation/menu';
import {LINK_HEADINGS} from '~/ui/link-headings';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';
import {CHAT_HOURS_TEXT} from '~/features/chat/hours';
import {afterHydration} from '~/ui/after-hydration';
import {CookiePreferencesButton} from '~/components/consent/CookiePreferencesButton';
import {LinkSection} from './LinkSection';

// A button that needs JavaScript to do anything: nothing in the HTML, its code after hydration.
const ChatLauncher = afterHydration(() => import('~/components/chat/ChatLauncher').then((m) => m.ChatLauncher));

export function Footer({shop, help}: {shop: NavItem[]; help: NavItem[]}) {
  const isBot = useRouteLoaderData<{edge?: EdgeRootData}>('root')?.edge?.isBot;
  return (
    <footer className="site-footer">
      {/* Live chat has a place of its own here rather than floating over the page; the slot keeps its size until the button arrives. */}
      <section className="chat-band" aria-labelledby="chat-band-title">
        <div>
          <h2 id="chat-band-title">Questions? Chat with our care team</h2>
          <p className="muted">Live chat hours: {CHAT_HOURS_TEXT}.</p>
        </div>
        <div className="chat-band__slot">{isBot ? null : <ChatLauncher />}</div>
      </section>
      <div className="site-footer__grid">
        <LinkSection heading={LINK_HEADINGS.shop} items={shop} />
        <LinkSection heading={LINK_HEADINGS.help} items={help} />
        <section>
          <h2>Free shipping</h2>
          <p>On orders of $25 or more, and on every subscription.</p>
        </section>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Oral Care Shop. All prices in US dollars.</p>
      <CookiePreferencesButton />
    </footer>
  );
}
