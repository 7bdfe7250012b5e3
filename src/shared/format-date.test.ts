import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

// 2026-11-22 03:30 UTC is still 21 November on the American west coast.
const LATE_NIGHT = '2026-11-22T03:30:05Z';

describe('formatDate', () => {
  it('writes each of the administrator’s formats', () => {
    expect(formatDate(LATE_NIGHT, 'MM/DD/YYYY', 'UTC')).toBe('11/22/2026');
    expect(formatDate(LATE_NIGHT, 'DD/MM/YYYY', 'UTC')).toBe('22/11/2026');
    expect(formatDate(LATE_NIGHT, 'YYYY-MM-DD', 'UTC')).toBe('2026-11-22');
  });

  it('takes the day in the instance’s time zone, not the machine’s', () => {
    expect(formatDate(LATE_NIGHT, 'YYYY-MM-DD', 'America/Los_Angeles')).toBe('2026-11-21');
    expect(formatDate(new Date(LATE_NIGHT), 'DD/MM/YYYY', 'America/New_York')).toBe('21/11/2026');
  });
});

describe('formatDateTime', () => {
  it('adds a 24-hour time and names the zone', () => {
    expect(formatDateTime(LATE_NIGHT, 'YYYY-MM-DD', 'UTC')).toBe('2026-11-22 03:30:05 UTC');
    expect(formatDateTime(LATE_NIGHT, 'MM/DD/YYYY', 'America/Los_Angeles')).toBe(
      '11/21/2026 19:30:05 Los Angeles',
    );
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z', 'YYYY-MM-DD', 'UTC')).toBe('2026-01-01 00:00:00 UTC');
  });
});
