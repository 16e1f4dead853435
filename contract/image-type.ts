// The one image-type rule: KYC photos are JPEG, PNG or WebP, told by their first bytes (never by a file name). The worker
// checks it before an upload; the server checks it again before its decoder sees the bytes.
import type { KycMime } from './member-constants.ts';

export const NOT_AN_IMAGE = 'Upload a JPEG, PNG or WebP photo';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

export function sniffImageType(bytes: Uint8Array): KycMime | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
}
