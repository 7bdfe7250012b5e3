import { describe, expect, it } from 'vitest';
import { PdfParser, parseIndirectObject } from './pdf-parser';
import {
  ByteSink,
  PdfDict,
  PdfName,
  PdfRef,
  PdfStream,
  PdfString,
  decodeTextString,
  textString,
  writeValue,
} from './pdf-objects';

const parse = (s: string) => new PdfParser(Buffer.from(s, 'latin1')).parseValue();

describe('PDF object parser', () => {
  it('reads the value kinds, references and escapes', () => {
    const d = parse(
      '<< /A 1 0 R /B [1 -2.5 .5 +3 true null] /C (a\\(b\\)\\\\\\101\\\nz) /D <48 65 6>  /E#20F /N%c\n /G << >> >>',
    ) as PdfDict;
    expect(d.get('A')).toEqual(new PdfRef(1, 0));
    expect(d.get('B')).toEqual([1, -2.5, 0.5, 3, true, null]);
    expect((d.get('C') as PdfString).bytes.toString('latin1')).toBe('a(b)\\Az');
    expect((d.get('D') as PdfString).bytes.toString('hex')).toBe('486560');
    expect((d.get('E F') as PdfName).value).toBe('N');
    expect(d.get('G')).toBeInstanceOf(PdfDict);
  });

  it('finds a stream with a wrong /Length by its endstream', () => {
    const buf = Buffer.from('7 0 obj\n<< /Length 999 >>\nstream\nhello\nendstream\nendobj\n', 'latin1');
    const obj = parseIndirectObject(buf, 0, () => undefined);
    expect(obj.num).toBe(7);
    expect((obj.value as PdfStream).data.toString()).toBe('hello');
  });

  it('skips values it is not asked for', () => {
    const p = new PdfParser(
      Buffer.from('<< /Type /Page /Resources << /Font << /F1 5 0 R >> >> /Contents [(x) <00>] /Count 3 >>'),
    );
    const d = p.parseDictKeys(new Set(['Type', 'Count']));
    expect([...d.map.keys()]).toEqual(['Type', 'Count']);
    expect(d.get('Count')).toBe(3);
  });

  it('writes what it reads, and text strings in UTF-16BE when not ASCII', () => {
    const sink = new ByteSink();
    writeValue(sink, parse('<< /K [1 0 R (a\\)b) /N#23 0.25] >>'));
    expect(sink.toBuffer().toString('latin1')).toBe('<</K [1 0 R (a\\)b) /N#23 0.25]>>');
    const hebrew = textString('דוד');
    expect(hebrew.hex).toBe(true);
    expect(hebrew.bytes.subarray(0, 2).toString('hex')).toBe('feff');
    expect(decodeTextString(hebrew)).toBe('דוד');
    expect(textString('Alice').bytes.toString()).toBe('Alice');
  });
});
