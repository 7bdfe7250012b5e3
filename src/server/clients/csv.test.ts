import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, readCell, writeCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, CRLF and a byte-order mark', () => {
    const text = '\ufeffName,Email\r\n"Levi, Dana","d@x.co"\r\n"Say ""hi""",s@x.co\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['Name', 'Email'] },
      { line: 2, cells: ['Levi, Dana', 'd@x.co'] },
      { line: 3, cells: ['Say "hi"', 's@x.co'] },
    ]);
  });

  it('gives the starting line of a record whose quoted cell spans lines', () => {
    const records = parseCsv('Name,Notes\nA,"one\ntwo"\nB,x');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(records[1]!.cells[1]).toBe('one\ntwo');
  });

  it('uses semicolons or tabs when the header does', () => {
    expect(parseCsv('Name;Email\nA;a@x.co')[1]!.cells).toEqual(['A', 'a@x.co']);
    expect(parseCsv('Name\tEmail\nA\ta@x.co')[1]!.cells).toEqual(['A', 'a@x.co']);
  });

  it('refuses an unclosed quote, naming its line', () => {
    expect(() => parseCsv('Name,Email\nA,a@x.co\n"B,b@x.co\n')).toThrow(CsvSyntaxError);
    try {
      parseCsv('Name,Email\nA,a@x.co\n"B,b@x.co\n');
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(3);
    }
  });
});

describe('writeCsv', () => {
  it('round-trips text with commas, quotes, new lines and Hebrew', () => {
    const rows = [
      ['Name', 'Email'],
      ['דנה כהן', 'dana@x.co'],
      ['Levi, "Bo"', 'multi\nline'],
    ];
    const text = writeCsv(rows);
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(parseCsv(text).map((r) => r.cells.map(readCell))).toEqual(rows);
  });

  it('keeps spreadsheets from running a cell as a formula, and reads it back unchanged', () => {
    const text = writeCsv([['=HYPERLINK("http://evil")', '+972 50 123 4567', '@SUM(A1)']]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`'+972 50 123 4567`);
    expect(parseCsv(text)[0]!.cells.map(readCell)).toEqual([
      '=HYPERLINK("http://evil")',
      '+972 50 123 4567',
      '@SUM(A1)',
    ]);
  });
});
