// Sets the browser tab's title for a page: "Title · Signet", with the administrator's site name
// (the app layout passes it in with setSiteName once the public settings arrive).
import { useEffect, useSyncExternalStore } from 'react';

let siteName = 'Signet';
const listeners = new Set<() => void>();

export function setSiteName(name: string): void {
  if (!name || name === siteName) return;
  siteName = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteName(): string {
  return useSyncExternalStore(subscribe, () => siteName);
}

export function useDocumentTitle(title: string): void {
  const site = useSiteName();
  useEffect(() => {
    document.title = `${title} · ${site}`;
  }, [title, site]);
}
