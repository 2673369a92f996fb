import {useCallback, useEffect, useId, useRef, useState} from 'react';
import {Form, useNavigate} from '@remix-run/react';

import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {MAX_QUERY_LENGTH} from '~/features/search/request';
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

const DEBOUNCE_MS = 250;
const searchUrl = (term: string) => `/search?q=${encodeURIComponent(term)}`;

/**
 * The header search box: a plain GET form to /search (works without
 * JavaScript), enhanced into a combobox with debounced predictive results,
 * and trending plus recent searches while it is empty. Arrow keys move,
 * Enter opens, Escape closes.
 */
export function PredictiveSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<PredictiveAnswer | null>(null);
  const [trending, setTrending] = useState<string[] | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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

  // A shopper may focus the box, or start typing, before the page is
  // interactive: carry on from there instead of waiting for the next focus.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) {
      setTerm(input.value);
      setOpen(true);
    }
    if (document.activeElement === input) onFocus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: picks up text typed before hydration
  }, []);

  // Close when focus or a click leaves the widget.
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
  }, []);

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

  const go = (suggestion: Suggestion) => {
    const searched = suggestion.kind === 'term' ? suggestion.label : term.trim();
    if (searched) setRecent(saveRecentSearch(searched));
    if (suggestion.kind === 'term') pushEvent('search', {search_term: suggestion.label, search_type: 'suggested'});
    setOpen(false);
    setTerm('');
    navigate(suggestion.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
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
      event.preventDefault();
      go(suggestions[active]);
    }
  };

  return (
    <div className="predictive-search" ref={rootRef}>
      <Form
        method="get"
        action="/search"
        role="search"
        className="predictive-search__form"
        onSubmit={() => {
          if (term.trim()) setRecent(saveRecentSearch(term));
          setOpen(false);
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Search the shop
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="q"
          value={term}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          data-testid="predictive-search-input"
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="predictive-search__submit" aria-label="Search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Form>
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
    </div>
  );
}
