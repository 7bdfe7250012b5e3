// Contacts offered while typing a signer's email: a <datalist> for the email input (the browser
// shows it under the field), filled from the server's search. When the typed address is exactly
// a contact's, onPick hands over that contact so the form can fill in the name.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useClients } from '../api/list-clients';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface ContactSuggestionsProps {
  /** What is typed in the email input. */
  query: string;
  /** The id the input's `list` attribute points at. */
  listId: string;
  onPick?: (contact: { name: string; email: string }) => void;
}

export function ContactSuggestions({ query, listId, onPick }: ContactSuggestionsProps) {
  const q = useDebounced(query.trim(), 150);
  const { data } = useClients({ q, pageSize: 8 }, { enabled: q.length > 0 });
  const contacts = useMemo(() => (q ? (data?.items ?? []) : []), [q, data]);
  const picked = useRef<string | null>(null);

  useEffect(() => {
    const typed = query.trim().toLowerCase();
    const match = contacts.find((c) => c.email.toLowerCase() === typed);
    if (match && picked.current !== match.id) {
      picked.current = match.id;
      onPick?.({ name: match.name, email: match.email });
    }
    if (!match) picked.current = null;
  }, [query, contacts, onPick]);

  return (
    <datalist id={listId}>
      {contacts.map((c) => (
        <option key={c.id} value={c.email} label={c.company ? `${c.name} · ${c.company}` : c.name} />
      ))}
    </datalist>
  );
}
