// Dates as the administrator's settings say (time zone and date format), the same in the UI, emails
// and the completion certificate.
import type { DATE_FORMATS } from './settings';

type DateFormat = (typeof DATE_FORMATS)[number];

function parts(date: Date, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)) {
    out[p.type] = p.value;
  }
  return out;
}

export function formatDate(iso: string | Date, format: DateFormat, timeZone: string): string {
  const p = parts(typeof iso === 'string' ? new Date(iso) : iso, timeZone);
  if (format === 'DD/MM/YYYY') return `${p.day}/${p.month}/${p.year}`;
  if (format === 'YYYY-MM-DD') return `${p.year}-${p.month}-${p.day}`;
  return `${p.month}/${p.day}/${p.year}`;
}

export function formatDateTime(iso: string | Date, format: DateFormat, timeZone: string): string {
  const p = parts(typeof iso === 'string' ? new Date(iso) : iso, timeZone);
  const zone = timeZone === 'UTC' ? 'UTC' : timeZone.split('/').pop()!.replace(/_/g, ' ');
  return `${formatDate(iso, format, timeZone)} ${p.hour}:${p.minute}:${p.second} ${zone}`;
}
