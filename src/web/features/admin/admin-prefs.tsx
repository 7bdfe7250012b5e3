// How the administrator area shows dates: the instance's time zone and date format (General
// settings), handed in by the route module from the public settings.
import { createContext, useContext, type ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format-date';
import type { DATE_FORMATS } from '../../../shared/settings';

export interface AdminPrefs {
  dateFormat: (typeof DATE_FORMATS)[number];
  timezone: string;
}

const Prefs = createContext<AdminPrefs>({ dateFormat: 'MM/DD/YYYY', timezone: 'UTC' });

export function AdminPrefsProvider({ value, children }: { value: AdminPrefs; children: ReactNode }) {
  return <Prefs.Provider value={value}>{children}</Prefs.Provider>;
}

export function useDates() {
  const { dateFormat, timezone } = useContext(Prefs);
  return {
    date: (iso: string | null | undefined, empty = '—') =>
      iso ? formatDate(iso, dateFormat, timezone) : empty,
    dateTime: (iso: string | null | undefined, empty = '—') =>
      iso ? formatDateTime(iso, dateFormat, timezone) : empty,
  };
}

/** "2.35 KB", "1.20 MB": sizes with two decimals (the spec shows documents in KB). */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
