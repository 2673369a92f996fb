import {useCallback, useEffect, useId, useRef, useState, type ComponentType} from 'react';
import {Form} from '@remix-run/react';

import {MAX_QUERY_LENGTH} from '~/features/search/request';
import {whenIdle} from '~/ui/client-store';
import {loadOrReload} from '~/ui/deploy-reload';
import {loadOnce} from '~/ui/load-once';
import type {ComboboxState, PredictiveSuggestionsProps} from './PredictiveSuggestions';

type Suggestions = ComponentType<PredictiveSuggestionsProps>;

// A chunk a newer deploy removed reloads the page (at most once per 10 s); any other failure
// leaves the plain search form, and the next intent tries again.
const loadSuggestions = loadOnce((): Promise<Suggestions> =>
  loadOrReload(() => import('./PredictiveSuggestions')).then((module) => module.PredictiveSuggestions),
);

const CLOSED: ComboboxState = {expanded: false, activeId: undefined};

/**
 * The header search box: a plain GET form to /search, which is all it is
 * without JavaScript, before hydration, and until its predictive part
 * (`PredictiveSuggestions`) has loaded. That part is loaded on intent
 * (pointer over the box, focus, touch) or once the browser is idle, never
 * before hydration, so it is no part of a first visit's JavaScript. The input
 * is uncontrolled: what a shopper types before the part arrives stays, and the
 * part picks it up; Enter meanwhile submits the form.
 */
export function PredictiveSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [combobox, setCombobox] = useState(CLOSED);

  const enhance = useCallback(() => {
    loadSuggestions().then(
      (component) => setSuggestions(() => component),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const input = inputRef.current;
    // A focus or text given before hydration is intent already.
    if (input && (input.value || document.activeElement === input)) enhance();
    return whenIdle(enhance);
  }, [enhance]);

  return (
    <div className="predictive-search" ref={rootRef} onPointerEnter={enhance} onFocus={enhance} onTouchStart={enhance}>
      <Form ref={formRef} method="get" action="/search" role="search" className="predictive-search__form">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Search the shop
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.expanded}
          aria-controls={listId}
          aria-activedescendant={combobox.activeId}
          data-testid="predictive-search-input"
        />
        <button type="submit" className="predictive-search__submit" aria-label="Search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Form>
      {Suggestions ? (
        <Suggestions form={formRef} input={inputRef} root={rootRef} listId={listId} onCombobox={setCombobox} />
      ) : (
        <ul id={listId} role="listbox" aria-label="Search suggestions" className="predictive-search__list" hidden />
      )}
    </div>
  );
}
