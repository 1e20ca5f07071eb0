// Image type by content (magic bytes), never by file name or the client's content type.
import type { AVATAR_MIME_TYPES } from '@gemlane/contract';

export type ImageMime = (typeof AVATAR_MIME_TYPES)[number];

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImage(buf: Uint8Array): ImageMime | undefined {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
