import { useEffect, useId, useRef, useState } from 'react';
import { LIST_SEARCH_MAX } from '@society/contracts';

export interface SearchBoxProps {
  /** The search in force (from the address). */
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  /** Quiet time after typing before the search runs (Enter runs it at once). */
  delayMs?: number;
}

/** A list's search field: searches as one pauses typing, or on Enter; follows the address when it changes. */
export function SearchBox({ value, onSearch, label, placeholder, delayMs = 400 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // Back, forward or a cleared filter change the address: the field shows what is in force.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => latest.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <form
      role="search"
      className="wk-toolbar__field wk-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} maxLength={LIST_SEARCH_MAX} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </form>
  );
}
