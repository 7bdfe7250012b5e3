import { describe, expect, it } from 'vitest';
import * as der from './der';

describe('DER', () => {
  it('encodes and decodes OIDs, integers and long lengths', () => {
    const oid = '1.2.840.113549.1.9.16.2.47';
    expect(der.decodeOid(der.readNode(der.oid(oid)))).toBe(oid);
    expect(der.oid('1.2.840.113549.1.1.1').toString('hex')).toBe('06092a864886f70d010101');
    expect(der.integer(128).toString('hex')).toBe('02020080');
    expect(der.decodeInteger(der.readNode(der.integer(Buffer.from([0, 0, 5]))))).toBe(5n);
    const big = der.octetString(Buffer.alloc(70000, 1));
    const node = der.readNode(big);
    expect(node.content.length).toBe(70000);
    expect(node.raw.length).toBe(big.length);
  });

  it('sorts SET OF elements and picks UTCTime or GeneralizedTime', () => {
    expect(der.setOf([der.integer(2), der.integer(1)]).toString('hex')).toBe('3106020101020102');
    expect(der.time(new Date('2046-01-02T03:04:05Z')).toString('latin1')).toContain('460102030405Z');
    expect(der.readNode(der.time(new Date('2050-01-01T00:00:00Z'))).tag).toBe(0x18);
    expect(der.decodeTime(der.readNode(der.time(new Date('2036-11-22T00:00:00Z'))))).toEqual(
      new Date('2036-11-22T00:00:00Z'),
    );
  });
});
