// File types by content (magic bytes), never by name or the client's MIME header.

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export function sniffImage(head: Buffer): ImageMime | null {
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export function isPdf(head: Buffer): boolean {
  // The header may follow a little junk; PDF readers accept it within the first 1024 bytes.
  return head.subarray(0, 1024).includes(Buffer.from('%PDF-'));
}

/** DOCX is a ZIP with word/ parts; DOC is an OLE2 compound file. */
export function sniffWord(head: Buffer): 'docx' | 'doc' | null {
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
  )
    return 'doc';
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)
    return 'docx';
  return null;
}
