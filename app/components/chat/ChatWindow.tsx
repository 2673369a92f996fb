import {useCallback, useEffect, useRef, useState, type FormEvent} from 'react';
import {usePageNonce} from '~/ui/nonce';
import {pushEvent} from '~/features/analytics/data-layer';
import {useStore} from '~/ui/client-store';
import {useFocusTrap} from '~/ui/focus-trap';
import {chatStore, closeChat} from '~/features/chat/store';
import {initChatService, loadScriptOnce, type ProviderConfig} from '~/features/chat/provider';

interface Message {
  from: 'you' | 'team';
  author: string;
  text: string;
}

/**
 * Loaded only when the visitor opens the chat. With a chat provider
 * configured it boots the provider's widget; otherwise it is the built-in
 * support window (400 by 700 at most) backed by the support backend.
 */
export default function ChatWindow({provider}: {provider: ProviderConfig | null}) {
  return provider ? <ProviderChat provider={provider} /> : <SupportWindow />;
}

function ProviderChat({provider}: {provider: ProviderConfig}) {
  const nonce = usePageNonce();
  useEffect(() => {
    let live = true;
    chatStore.set((s) => ({...s, status: 'loading'}));
    loadScriptOnce(provider.scriptUrl, nonce)
      .then(() => initChatService(() => (window as unknown as Record<string, unknown>)[provider.globalName]))
      .then((service) => {
        if (!live) return;
        if (service) {
          chatStore.set((s) => ({...s, status: 'ready', windowOpen: false}));
          service.open();
        } else {
          chatStore.set((s) => ({
            ...s,
            status: 'failed',
            windowOpen: false,
            message: 'Live chat could not start. Please try again later.',
          }));
        }
      })
      .catch(() => {
        if (live)
          chatStore.set((s) => ({
            ...s,
            status: 'failed',
            windowOpen: false,
            message: 'Live chat could not start. Please try again later.',
          }));
      });
    return () => {
      live = false;
    };
  }, [provider, nonce]);
  return (
    <p className="chat-window__loading" role="status">
      Connecting you to our care team…
    </p>
  );
}

function SupportWindow() {
  const chat = useStore(chatStore);
  const dialog = useRef<HTMLDivElement>(null);
  const [messages, setMessages] = useState<Message[]>([
    {from: 'team', author: 'Oral Care Support', text: 'Hi! Ask us anything about our products, your order or your subscription.'},
  ]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => closeChat(), []);
  useFocusTrap(dialog, chat.windowOpen, close);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setSending(true);
    setError(null);
    try {
      const response = await fetch('/api/chat/messages', {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({...data, page: window.location.pathname}),
      });
      const body = (await response.json().catch(() => ({}))) as {reply?: {author: string; text: string}; error?: string};
      if (!response.ok || !body.reply) throw new Error(body.error ?? 'Your message could not be sent. Please try again.');
      setMessages((list) => [...list, {from: 'you', author: 'You', text: data.message}, {from: 'team', ...body.reply!}]);
      pushEvent('chat_bot', {chat_action: 'message_sent'});
      (form.elements.namedItem('message') as HTMLTextAreaElement).value = '';
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your message could not be sent.');
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="chat-window" role="dialog" aria-modal="true" aria-labelledby="chat-window-title" ref={dialog} data-testid="chat-window">
      <div className="chat-window__header">
        <h2 id="chat-window-title">Live chat</h2>
        <button type="button" className="chat-window__close" onClick={close} aria-label="Close live chat">
          ×
        </button>
      </div>
      <ol className="chat-window__messages" aria-live="polite">
        {messages.map((message, index) => (
          <li key={index} className={`chat-window__message chat-window__message--${message.from}`}>
            <span className="chat-window__author">{message.author}</span>
            <p>{message.text}</p>
          </li>
        ))}
      </ol>
      <form className="chat-window__form" onSubmit={onSubmit}>
        <label>
          Name <input name="name" autoComplete="name" maxLength={100} />
        </label>
        <label>
          Email (for our reply) <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </label>
        <label>
          Message <textarea name="message" required maxLength={2000} rows={3} />
        </label>
        {error ? (
          <p className="chat-window__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </form>
    </div>
  );
}
