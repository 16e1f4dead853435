import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_DIR, ART_PIXELS, drawing } from '../../../scripts/draw-game-art.ts';

const sources = readdirSync(ART_DIR).filter((file) => file.endsWith('.svg'));

/** How far apart two images are: the mean difference of their RGBA bytes, 0 to 255. */
async function meanDifference(a: Sharp, b: Sharp): Promise<number> {
  const [x, y] = await Promise.all([a.ensureAlpha().raw().toBuffer(), b.ensureAlpha().raw().toBuffer()]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

describe('the games’ tile images', () => {
  it('every drawing has its image, square, at the size the script draws', async () => {
    expect(sources.length).toBeGreaterThanOrEqual(17);
    const images = readdirSync(ART_DIR).filter((file) => file.endsWith('.webp'));
    expect(images.sort()).toEqual(sources.map((file) => file.replace(/\.svg$/, '.webp')).sort());
    for (const image of images) {
      const { width, height, format } = await sharp(join(ART_DIR, image)).metadata();
      expect({ image, width, height, format }).toEqual({ image, width: ART_PIXELS, height: ART_PIXELS, format: 'webp' });
    }
  });

  it('every image is its drawing as it is now (`npm run art` was run after the last change to a drawing)', async () => {
    const differences = await Promise.all(
      sources.map(async (file) => [file, await meanDifference(drawing(join(ART_DIR, file)), sharp(join(ART_DIR, file.replace(/\.svg$/, '.webp'))))] as const),
    );
    // WebP is lossy, and the card letters of three drawings take the machine's fonts: alike, not equal byte for byte.
    for (const [file, difference] of differences) expect(difference, file).toBeLessThan(4);
    // A drawing that changed is far from its old image: the check can tell them apart.
    const [mines, plinko] = ['mines.svg', 'plinko-drop.svg'].map((file) => join(ART_DIR, file));
    const cross = await meanDifference(drawing(mines!), sharp(plinko!.replace(/\.svg$/, '.webp')));
    expect(cross).toBeGreaterThan(12);
  });
});
