// KYC photos are decoded and re-encoded with sharp (libvips) before they are stored: only pixels survive, so metadata
// (EXIF GPS, XMP, comments) and anything smuggled beside the image data (an HTML/JPEG polyglot, bytes after the end
// marker) is gone, and a file that does not decode as a whole picture is refused.
import sharp from 'sharp';
import { NOT_AN_IMAGE, sniffImageType } from '../../contract/image-type.ts';
import type { KycMime } from '../../contract/member-constants.ts';
import { DomainError } from './errors.ts';

export type ImageMime = KycMime;

export const NOT_READABLE = 'This file is not a picture we can read';
/** 8192 x 8192: above any phone camera, below a decompression bomb that would take the server's memory. */
const MAX_PIXELS = 8192 * 8192;

// Only the three allowed formats reach the decoder (contract/image-type.ts): libvips reads many more (SVG, PDF,
// TIFF...) and none of those is a photo we want to parse.
const FORMAT_OF: Record<ImageMime, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The picture re-encoded in its own format, upright (EXIF orientation applied before it is dropped). */
export async function reencodeImage(bytes: Uint8Array): Promise<{ mime: ImageMime; bytes: Uint8Array }> {
  const mime = sniffImageType(bytes);
  if (!mime) throw new DomainError(400, NOT_AN_IMAGE);
  try {
    // failOn 'warning' (the default, spelled out): a truncated or damaged file is refused, not half-decoded.
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PIXELS });
    const { format } = await image.metadata();
    if (format !== FORMAT_OF[mime]) throw new Error(`declared ${mime}, decoded ${format}`);
    const upright = image.rotate();
    const out = mime === 'image/jpeg' ? upright.jpeg({ quality: 90 }) : mime === 'image/png' ? upright.png() : upright.webp({ quality: 90 });
    return { mime, bytes: new Uint8Array(await out.toBuffer()) };
  } catch {
    throw new DomainError(400, NOT_READABLE);
  }
}
