// Draws each game's tile art (src/features/games/art/<slug>.svg, the source) as a WebP image beside it, the file the
// app shows. Run it after changing or adding a drawing: `npm run art`. The images are committed, so they do not depend
// on the fonts of the machine that builds the app (three drawings have card letters), and the build needs no renderer.
// Why images, and not the SVG: src/features/games/game-art.tsx.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** Pixels a side: a tile is about 116 CSS pixels wide on a 390-pixel phone, so 2.75 device pixels a CSS pixel. */
export const ART_PIXELS = 320;
export const ART_DIR = join(import.meta.dirname, '../src/features/games/art');

export async function drawGameArt(dir = ART_DIR): Promise<string[]> {
  const sources = readdirSync(dir).filter((file) => file.endsWith('.svg'));
  for (const file of sources)
    await drawing(join(dir, file))
      .webp({ quality: 85, effort: 6 })
      .toFile(join(dir, file.replace(/\.svg$/, '.webp')));
  return sources;
}

/** A drawing's pixels, before they are written as WebP. */
export function drawing(svg: string): Sharp {
  // The drawings are 100 units a side; librsvg draws 1 unit a pixel at 72 dpi.
  return sharp(svg, { density: (72 * ART_PIXELS) / 100 }).resize(ART_PIXELS, ART_PIXELS);
}

if (process.argv[1] === import.meta.filename) {
  const drawn = await drawGameArt();
  console.log(`drew ${drawn.length} tile images of ${ART_PIXELS} pixels in ${ART_DIR}`);
}
