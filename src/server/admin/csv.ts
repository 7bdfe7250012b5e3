// CSV files for the administrator's exports (RFC 4180, UTF-8 with a byte-order mark so spreadsheet
// programs read accents and Hebrew right). Text that a spreadsheet would run as a formula is quoted
// with a leading apostrophe (CSV injection).
export type CsvValue = string | number | boolean | null | undefined;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: CsvValue[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** A file name like signet-2026-11-22-logs.csv (the spec: the logs export's name ends in logs.csv). */
export function csvFileName(kind: string, now = new Date()): string {
  return `signet-${now.toISOString().slice(0, 10)}-${kind}.csv`;
}
