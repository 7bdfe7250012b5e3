// Dates as the administrator's General settings say (time zone and date format), everywhere in the
// web app: the same rendering as emails and the completion certificate (src/shared/format-date).
// The app layout provides the settings; pages call useDates().
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../shared/format-date';
import type { DATE_FORMATS } from '../../shared/settings';

export interface DatePrefs {
  dateFormat: (typeof DATE_FORMATS)[number];
  timezone: string;
}

const DEFAULT_PREFS: DatePrefs = { dateFormat: 'MM/DD/YYYY', timezone: 'UTC' };
const Prefs = createContext<DatePrefs>(DEFAULT_PREFS);

export function DatePrefsProvider({
  value,
  children,
}: {
  value: DatePrefs | undefined;
  children: ReactNode;
}) {
  const dateFormat = value?.dateFormat ?? DEFAULT_PREFS.dateFormat;
  const timezone = value?.timezone ?? DEFAULT_PREFS.timezone;
  const prefs = useMemo(() => ({ dateFormat, timezone }), [dateFormat, timezone]);
  return <Prefs.Provider value={prefs}>{children}</Prefs.Provider>;
}

export interface Dates {
  /** "11/22/2026" in the instance's format and time zone; `empty` for a missing date. */
  date: (iso: string | Date | null | undefined, empty?: string) => string;
  /** "11/22/2026 14:05:09 Jerusalem". */
  dateTime: (iso: string | Date | null | undefined, empty?: string) => string;
  /** A calendar day ("2026-12-31", as date inputs give it) in the instance's format. */
  day: (day: string) => string;
  prefs: DatePrefs;
}

export function useDates(): Dates {
  const prefs = useContext(Prefs);
  return useMemo(
    () => ({
      date: (iso, empty = '—') => (iso ? formatDate(iso, prefs.dateFormat, prefs.timezone) : empty),
      dateTime: (iso, empty = '—') => (iso ? formatDateTime(iso, prefs.dateFormat, prefs.timezone) : empty),
      day: (day) => formatDate(`${day}T12:00:00Z`, prefs.dateFormat, 'UTC'),
      prefs,
    }),
    [prefs],
  );
}
