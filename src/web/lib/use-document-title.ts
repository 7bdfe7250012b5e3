// Sets the browser tab's title for a page: "Title · Signet".
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Signet`;
  }, [title]);
}
