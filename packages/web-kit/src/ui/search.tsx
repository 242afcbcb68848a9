import { SEARCH_LOADER_MS } from '@qmj/contracts';
import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';

/**
 * The search of the specifications: after typing, a loader shows for 1.5 seconds, then the
 * list is searched with what was typed. Returns the query to search with and whether the loader shows.
 */
export function useSettledSearch(typed: string): { query: string; searching: boolean } {
  const [query, setQuery] = useState(typed);
  useEffect(() => {
    if (typed === query) return;
    const timer = setTimeout(() => setQuery(typed), SEARCH_LOADER_MS);
    return () => clearTimeout(timer);
  }, [typed, query]);
  return { query: query.trim(), searching: typed !== query };
}

interface SearchBoxProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled search input. */
export function SearchBox({ id, label, value, onChange, placeholder }: SearchBoxProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="visually-hidden">{label}</Form.Label>
      <Form.Control
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        aria-label={label}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Group>
  );
}
