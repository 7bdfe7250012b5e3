// The upload page's checks before sending: the type by the file's first bytes (as the server checks
// it, so a renamed program is refused at once) and the size against the administrator's limit.
import { MESSAGES } from '../../../shared/messages';

const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'gif', 'doc', 'docx'];

export type SniffedKind = 'pdf' | 'image' | 'word';

/** What the first bytes say the file is, or null for anything Signet does not accept. */
export function sniffKind(head: Uint8Array): SniffedKind | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  // %PDF- may follow a little junk; the server allows the first 1024 bytes, as readers do.
  if (ascii(0, Math.min(head.length, 1024)).includes('%PDF-')) return 'pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image';
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return 'word';
  if (ascii(0, 4) === 'PK\x03\x04') return 'word';
  return null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The spec's message when the file cannot be uploaded, or null when it may go. */
export async function checkUploadFile(file: File, maxUploadSizeMb: number): Promise<string | null> {
  if (!EXTENSIONS.includes(extensionOf(file.name))) return MESSAGES.unsupportedFileType;
  if (file.size > maxUploadSizeMb * 1024 * 1024) return MESSAGES.fileTooLarge(maxUploadSizeMb);
  if (file.size === 0) return MESSAGES.unsupportedFileType;
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  return sniffKind(head) ? null : MESSAGES.unsupportedFileType;
}

export function describeFileType(file: File): string {
  const ext = extensionOf(file.name);
  if (ext === 'pdf') return 'PDF document';
  if (ext === 'doc' || ext === 'docx') return 'Word document (converted to PDF)';
  return 'Image (converted to a one-page PDF)';
}
