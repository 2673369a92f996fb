import {useCallback, useEffect, useState, type RefObject} from 'react';
import {useNavigate} from '@remix-run/react';

import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {readRecentSearches, saveRecentSearch} from '~/features/search/recent';
import {pushEvent} from '~/features/analytics/data-layer';
import {Price} from '~/components/money/Price';

interface Suggestion {
  kind: 'product' | 'article' | 'term';
  label: string;
  url: string;
  price?: MoneyV2;
  group: string;
}

interface PredictiveAnswer {
  products: Array<{title: string; url: string; price: MoneyV2}>;
  articles: Array<{title: string; url: string}>;
}

/** What the search box's input announces: whether the list is open, and the option the arrow keys are on. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface PredictiveSuggestionsProps {
  /** The header's search form and its input, server-rendered and already in use. */
  form: RefObject<HTMLFormElement | null>;
  input: RefObject<HTMLInputElement | null>;
  /** The box around both: focus or a click outside it closes the list. */
  root: RefObject<HTMLElement | null>;
  listId: string;
  onCombobox(state: ComboboxState): void;
}

const DEBOUNCE_MS = 250;
const searchUrl = (term: string) => `/search?q=${encodeURIComponent(term)}`;

/**
 * The predictive part of the header search box, loaded on intent: a
 * combobox over the box's input with debounced predictive results, and
 * trending plus recent searches while it is empty. Arrow keys move, Enter
 * opens, Escape closes. It listens to the input the server rendered, whose
 * text a shopper may have typed before this code arrived.
 */
export function PredictiveSuggestions({form: formRef, input: inputRef, root: rootRef, listId, onCombobox}: PredictiveSuggestionsProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<PredictiveAnswer | null>(null);
  const [trending, setTrending] = useState<string[] | null>(null);
  const [recent, setRecent] = useState<string[]>([]);

  // Predictive results, debounced; a newer keystroke aborts the older request.
  useEffect(() => {
    const query = term.trim();
    if (!query) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch('/api/search/predictive', {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({query}),
        signal: controller.signal,
      })
        .then((r) => (r.ok ? (r.json() as Promise<PredictiveAnswer>) : {products: [], articles: []}))
        .then((answer) => {
          setResults(answer);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  const onFocus = useCallback(() => {
    setOpen(true);
    setRecent(readRecentSearches());
    if (trending === null) {
      setTrending([]);
      fetch('/api/search/trending', {headers: {Accept: 'application/json'}})
        .then((r) => (r.ok ? (r.json() as Promise<{terms: string[]}>) : {terms: []}))
        .then((data) => setTrending(data.terms))
        .catch(() => setTrending([]));
    }
  }, [trending]);

  // The shopper may have focused the box, or typed, before this code arrived:
  // carry on from there instead of waiting for the next focus or keystroke.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) {
      setTerm(input.value);
      setOpen(true);
    }
    if (document.activeElement === input) onFocus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: picks up what was typed before the code arrived
  }, []);

  // Close when focus or a click leaves the box.
  useEffect(() => {
    const close = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [rootRef]);

  const suggestions: Suggestion[] = term.trim()
    ? [
        ...(results?.products ?? []).map((p) => ({
          kind: 'product' as const,
          label: p.title,
          url: p.url,
          price: p.price,
          group: 'Products',
        })),
        ...(results?.articles ?? []).map((a) => ({kind: 'article' as const, label: a.title, url: a.url, group: 'Articles'})),
      ]
    : [
        ...recent.map((t) => ({kind: 'term' as const, label: t, url: searchUrl(t), group: 'Recent searches'})),
        ...(trending ?? [])
          .filter((t) => !recent.some((r) => r.toLowerCase() === t.toLowerCase()))
          .map((t) => ({kind: 'term' as const, label: t, url: searchUrl(t), group: 'Trending searches'})),
      ];
  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  useEffect(() => onCombobox({expanded, activeId}), [onCombobox, expanded, activeId]);

  const go = (suggestion: Suggestion) => {
    const searched = suggestion.kind === 'term' ? suggestion.label : term.trim();
    if (searched) setRecent(saveRecentSearch(searched));
    if (suggestion.kind === 'term') pushEvent('search', {search_term: suggestion.label, search_type: 'suggested'});
    setOpen(false);
    setTerm('');
    if (inputRef.current) inputRef.current.value = '';
    navigate(suggestion.url);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      // Opens the option instead of submitting the form.
      event.preventDefault();
      go(suggestions[active]);
    }
  };
  const onInput = () => {
    setTerm(inputRef.current?.value ?? '');
    setOpen(true);
    setActive(-1);
  };
  const onSubmit = () => {
    const searched = inputRef.current?.value.trim();
    if (searched) setRecent(saveRecentSearch(searched));
    setOpen(false);
  };

  // The input and the form belong to the server-rendered box: this part
  // listens to them rather than rendering them, so nothing typed before it
  // arrived is replaced. The handlers read this render's state, so they are
  // attached again after each render.
  useEffect(() => {
    const input = inputRef.current;
    const form = formRef.current;
    if (!input || !form) return;
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    form.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      form.removeEventListener('submit', onSubmit);
    };
  });

  return (
    <ul id={listId} role="listbox" aria-label="Search suggestions" className="predictive-search__list" hidden={!expanded}>
      {suggestions.map((s, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (aria-activedescendant)
        <li
          key={`${s.group}-${s.url}`}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={`predictive-search__option${index === active ? ' is-active' : ''}`}
          data-group={index === 0 || suggestions[index - 1]?.group !== s.group ? s.group : undefined}
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => go(s)}
        >
          <span>{s.label}</span>
          {s.price ? <Price data={s.price} as="span" className="muted" /> : null}
        </li>
      ))}
    </ul>
  );
}
