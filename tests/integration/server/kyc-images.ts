// Small image files for the KYC tests: a PNG built byte by byte, a real JPEG, with metadata or HTML added.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A 2x2 RGB PNG, with a tEXt chunk carrying `secret` when given. */
export function pngWithText(secret?: string): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const chunks = [pngChunk('IHDR', ihdr)];
  if (secret) chunks.push(pngChunk('tEXt', Buffer.from(`Comment\0${secret}`, 'latin1')));
  chunks.push(pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A real 8x8 JPEG (made once with sharp, quality 80): the server decodes uploads, so fixtures must be real pictures. */
const SMALL_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAaEAEAAQUAAAAAAAAAAAAAAAAAAQYiMlLC/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAiEQAAAwcFAAAAAAAAAAAAAAAAAwUBAgQGERIhI1GRwfD/2gAMAwEAAhEDEQA/AJzUWF+vABdEhCqP427FsXISLYzS9wP/2Q==',
  'base64',
);

/** The 8x8 JPEG, with an EXIF APP1 segment carrying `secret` (say a GPS position) when given. */
export function jpegWithExif(secret?: string): Buffer {
  return secret ? addExif(SMALL_JPEG, secret) : Buffer.from(SMALL_JPEG);
}

/** A JPEG that is also an HTML page: the markup in a comment segment and again after the end marker. */
export function jpegHtmlPolyglot(html: string): Buffer {
  const markup = Buffer.from(html, 'latin1');
  return Buffer.concat([SMALL_JPEG.subarray(0, 2), segment(0xfe, markup), SMALL_JPEG.subarray(2), markup]);
}

/** Re-inserts an EXIF APP1 segment right after SOI of a real JPEG. */
export function addExif(jpeg: Buffer, secret: string): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), segment(0xe1, Buffer.from(`Exif\0\0GPS ${secret}`, 'latin1')), jpeg.subarray(2)]);
}
