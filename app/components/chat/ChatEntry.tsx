import {useEffect} from 'react';
import {pushEvent} from '~/features/analytics/data-layer';
import {useStore, whenIdle} from '~/ui/client-store';
import {chatStore, openChat} from '~/features/chat/store';
import {refreshChatStatus} from '~/features/chat/status-request';
import {CHAT_HOURS_TEXT} from '~/features/chat/hours';

export function startChat(source: string) {
  pushEvent('chat_bot', {chat_action: 'open', chat_source: source});
  openChat();
}

/**
 * The chat entry for a page (e.g. the contact page's `data-chat-entry`
 * container): the live status from the worker, the offline text outside
 * business hours, and a button that opens the chat in hours.
 */
export function ChatEntry({source = 'page'}: {source?: string}) {
  const chat = useStore(chatStore);
  useEffect(() => whenIdle(() => void refreshChatStatus(), 1000), []);

  return (
    <div className="chat-entry" data-testid="chat-entry" data-chat-status={chat.status}>
      {chat.status === 'checking' ? <p className="chat-entry__note">Checking whether our team is online…</p> : null}
      {chat.status === 'offline' || chat.status === 'failed' ? (
        <p className="chat-entry__offline" role="status">
          {chat.message}
        </p>
      ) : null}
      {chat.status === 'online' || chat.status === 'ready' || chat.status === 'loading' ? (
        <>
          <p className="chat-entry__note">Our care team is online now.</p>
          <button type="button" className="button button--primary chat-entry__open" onClick={() => startChat(source)}>
            Start a live chat
          </button>
        </>
      ) : null}
      <p className="chat-entry__hours">Live chat hours: {CHAT_HOURS_TEXT}.</p>
    </div>
  );
}
