// CSV for contacts (RFC 4180): a reader that knows on which line each record starts, so import
// errors can name it, and a writer whose cells a spreadsheet will not run as formulas.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Unclosed quote in the record that starts on line ${line}`);
  }
}

/** The delimiter of the header line: comma, or semicolon/tab as some spreadsheets save them. */
function detectDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const first = end === -1 ? text : text.slice(0, end);
  const count = (c: string) => first.split(c).length - 1;
  const candidates = [',', ';', '\t'].sort((a, b) => count(b) - count(a));
  return count(candidates[0]!) > 0 ? candidates[0]! : ',';
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else if (c === '\r' || c === '\n') {
        // Line breaks inside a cell are kept, as \n whatever the file used.
        if (c === '\r' && text[i + 1] === '\n') i++;
        cell += '\n';
        line++;
      } else {
        cell += c;
      }
      i++;
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += c;
    }
    i++;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written: a value a spreadsheet would run as a formula (=, +, -, @) gets a leading
 * apostrophe (OWASP's CSV injection advice), which the reader takes off again.
 */
function writeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n;\t]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Undoes writeCell's apostrophe. */
export function readCell(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith("'") && FORMULA_START.test(trimmed.slice(1)) ? trimmed.slice(1) : trimmed;
}

/** A UTF-8 CSV with a byte-order mark, so spreadsheets show Hebrew and other scripts correctly. */
export function writeCsv(rows: string[][]): string {
  return `\ufeff${rows.map((r) => r.map(writeCell).join(',')).join('\r\n')}\r\n`;
}
