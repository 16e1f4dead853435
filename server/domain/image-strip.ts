// Recognises JPEG, PNG and WebP by their bytes and removes metadata (EXIF, XMP, ICC, IPTC, comments, text chunks)
// with small byte-level parsers. Anything that does not parse as a whole image is refused.
import { DomainError } from './errors.ts';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

const NOT_AN_IMAGE = 'Upload a JPEG, PNG or WebP photo';
const BROKEN = 'This image file is damaged or incomplete';

export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
}

/** Returns the image type and its bytes without metadata; throws DomainError(400) for anything else. */
export function stripImage(bytes: Uint8Array): { mime: ImageMime; bytes: Uint8Array } {
  const mime = sniffImage(bytes);
  if (!mime) throw new DomainError(400, NOT_AN_IMAGE);
  const stripped = mime === 'image/jpeg' ? stripJpeg(bytes) : mime === 'image/png' ? stripPng(bytes) : stripWebp(bytes);
  return { mime, bytes: stripped };
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** APPn segments kept: APP0 (JFIF) and APP14 (Adobe colour transform, needed to decode some JPEGs). */
function keepJpegSegment(marker: number): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker >= 0xe0 && marker <= 0xef) return marker === 0xe0 || marker === 0xee;
  return true;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 1 >= bytes.length || bytes[at] !== 0xff) throw new DomainError(400, BROKEN);
    // Fill bytes: any number of 0xFF before a marker.
    while (at + 1 < bytes.length && bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) {
      parts.push(bytes.subarray(at, at + 2));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) throw new DomainError(400, BROKEN);
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new DomainError(400, BROKEN);
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data and everything after it (more scans, EOI) are image data.
      parts.push(bytes.subarray(at));
      break;
    }
    if (keepJpegSegment(marker)) parts.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(parts);
}

const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'iCCP']);

function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let first = true;
  for (;;) {
    if (at + 12 > bytes.length) throw new DomainError(400, BROKEN);
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length || (first && type !== 'IHDR')) throw new DomainError(400, BROKEN);
    first = false;
    if (!PNG_DROP.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return concat(parts);
}

const WEBP_DROP = new Set(['EXIF', 'XMP ', 'ICCP']);
/** VP8X flag bits that announce the chunks removed. */
const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length || riffEnd < 20) throw new DomainError(400, BROKEN);
  const parts: Uint8Array[] = [];
  let at = 12;
  let chunks = 0;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw new DomainError(400, BROKEN);
    const fourcc = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) throw new DomainError(400, BROKEN);
    chunks++;
    if (!WEBP_DROP.has(fourcc)) {
      const chunk = bytes.slice(at, end);
      if (fourcc === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(VP8X_ICC | VP8X_EXIF | VP8X_XMP);
      parts.push(chunk);
    }
    at = end;
  }
  if (chunks === 0) throw new DomainError(400, BROKEN);
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}
