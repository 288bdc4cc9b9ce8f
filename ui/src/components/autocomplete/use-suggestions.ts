import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result, Suggestion } from '@waybook/core';

/** At most this many matches are shown (part 1 section 4). */
export const MAX_AUTOCOMPLETE_MATCHES = 10;

/** Looks suggestions up for a query; failures are shown as no matches. */
export type SuggestionSearch = (query: string) => Promise<Result<readonly Suggestion[], unknown>>;

type SearchState = {
  readonly matches: readonly Suggestion[];
  /** A request is on its way. */
  readonly loading: boolean;
  /** A search is waiting for its debounce or its answer. */
  readonly pending: boolean;
  /** The query whose answer is shown, null before any. */
  readonly answered: string | null;
};

const IDLE: SearchState = { matches: [], loading: false, pending: false, answered: null };

/** The live suggestions of an autocomplete and how to ask for more. */
export type Suggestions = SearchState & {
  /** Searches for typed text after the debounce, or clears the matches when it is too short. */
  readonly request: (text: string) => void;
  /**
   * Ends the search after a choice: forgets a waiting search and the matches, so the list has
   * nothing to reopen with until the user types again (react-aria reopens a list it once closed
   * for being empty as soon as it has items again, even right after a choice).
   */
  readonly cancel: () => void;
};

/**
 * Debounced suggestion search: text shorter than `minChars` sends nothing, and only the latest
 * request's answer is kept, so slow answers to older queries never replace newer ones.
 *
 * @example
 * const suggestions = useSuggestions(search, { minChars: 3, debounceMs: 500 });
 * suggestions.request('san fr');
 */
export function useSuggestions(search: SuggestionSearch, options: { minChars: number; debounceMs: number }): Suggestions {
  const { minChars, debounceMs } = options;
  const [state, setState] = useState<SearchState>(IDLE);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRef = useRef(search);

  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    setState(IDLE);
  }, []);

  const request = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const id = ++latest.current;
      const query = text.trim();
      if (query.length < minChars) {
        setState(IDLE);
        return;
      }
      setState((s) => ({ ...s, pending: true }));
      const answer = (matches: readonly Suggestion[]) => {
        if (id !== latest.current) return;
        setState({ matches: matches.slice(0, MAX_AUTOCOMPLETE_MATCHES), loading: false, pending: false, answered: query });
      };
      timer.current = setTimeout(() => {
        setState((s) => ({ ...s, loading: true }));
        searchRef.current(query).then(
          (result) => answer(result.ok ? result.value : []),
          () => answer([]),
        );
      }, debounceMs);
    },
    [minChars, debounceMs],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  return { ...state, request, cancel };
}
