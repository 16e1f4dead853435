// The scratch surface's reveal rule over alpha values: under half cleared keeps the cover, half or more reveals, faint
// brush edges count as cleared, and the canvas bytes are sampled on their alpha channel only.
import { describe, expect, it } from 'vitest';
import { clearedShare, isHalfCleared, sampleAlpha } from '../../../../src/features/scratch/cleared.ts';

const alphas = (cleared: number, covered: number, clearedAlpha = 0) => [...Array<number>(cleared).fill(clearedAlpha), ...Array<number>(covered).fill(255)];

describe('scratch cleared rule', () => {
  it('reveals at half cleared, not before', () => {
    expect(isHalfCleared(alphas(0, 100))).toBe(false);
    expect(isHalfCleared(alphas(49, 51))).toBe(false);
    expect(isHalfCleared(alphas(50, 50))).toBe(true);
    expect(isHalfCleared(alphas(100, 0))).toBe(true);
    expect(clearedShare(alphas(25, 75))).toBe(0.25);
  });

  it('counts faint pixels as cleared and half-opaque ones as covered; nothing sampled is covered', () => {
    expect(clearedShare(alphas(10, 10, 32))).toBe(0.5);
    expect(clearedShare(alphas(10, 10, 128))).toBe(0);
    expect(clearedShare([])).toBe(0);
    expect(isHalfCleared(new Uint8ClampedArray([0, 0, 255, 255]))).toBe(true);
  });

  it('samples only the alpha channel of RGBA bytes, every step-th pixel', () => {
    // Pixels: alpha 0, 255, 10, 255 with colour bytes that must be ignored.
    const rgba = new Uint8ClampedArray([9, 9, 9, 0, 0, 0, 0, 255, 1, 2, 3, 10, 4, 5, 6, 255]);
    expect(sampleAlpha(rgba, 1)).toEqual([0, 255, 10, 255]);
    expect(sampleAlpha(rgba, 2)).toEqual([0, 10]);
    expect(isHalfCleared(sampleAlpha(rgba, 1))).toBe(true);
  });
});
