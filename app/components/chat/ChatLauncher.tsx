import {useEffect, useState} from 'react';
import {useStore, whenIdle} from '~/ui/client-store';
import {chatStore} from '~/features/chat/store';
import {refreshChatStatus} from '~/features/chat/status-request';
import {startChat} from './ChatEntry';

/**
 * The "Live chat" button of every page's chat band (in the footer: a place of
 * its own, so it never covers the page). It says whether the team is online;
 * in hours it opens the chat, outside them a click gives the offline text.
 * The status is asked for when the page is idle, so it never delays the first
 * paint. It stays while the chat window is open, so closing the window gives
 * it focus back.
 */
export function ChatLauncher() {
  const chat = useStore(chatStore);
  const [showNote, setShowNote] = useState(false);
  useEffect(() => whenIdle(() => void refreshChatStatus(), 3000), []);
  const available = chat.status === 'online' || chat.status === 'ready' || chat.status === 'loading';

  function onClick() {
    if (available) {
      setShowNote(false);
      startChat('launcher');
    } else {
      if (chat.status === 'failed') void refreshChatStatus();
      setShowNote((open) => !open);
    }
  }

  return (
    <div className="chat-launcher" data-chat-status={chat.status}>
      {showNote && !available ? (
        <p className="chat-launcher__note" role="status" data-testid="chat-offline">
          {chat.status === 'checking' ? 'Checking whether our team is online…' : chat.message}
        </p>
      ) : null}
      <button
        type="button"
        className="chat-launcher__button"
        data-testid="chat-launcher"
        aria-expanded={showNote && !available ? true : undefined}
        onClick={onClick}
      >
        <span className={`chat-launcher__dot chat-launcher__dot--${available ? 'on' : 'off'}`} aria-hidden="true" />
        Live chat
        <span className="chat-launcher__state">{available ? 'online' : chat.status === 'checking' ? '' : 'offline'}</span>
      </button>
    </div>
  );
}
