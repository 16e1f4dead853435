// The install offer: the browser's dialog, the iOS hint or nothing, for every case the app can be in.
import { describe, expect, it } from 'vitest';
import { decideInstallOffer, type InstallOfferInput } from '../../../src/lib/install-offer.ts';

const tab: InstallOfferInput = { standalone: false, nativeShell: false, ios: false, canPrompt: true, dismissed: false, asked: false };

describe('decideInstallOffer', () => {
  it.each([
    ['a browser tab with a captured install event', tab, 'prompt'],
    ['no captured event (Firefox, or already installed elsewhere)', { ...tab, canPrompt: false }, 'none'],
    ['running installed (standalone)', { ...tab, standalone: true }, 'none'],
    ['standalone even when asked on /download', { ...tab, standalone: true, asked: true }, 'none'],
    ['inside the Android shell', { ...tab, nativeShell: true }, 'none'],
    ['the shell, asked on /download', { ...tab, nativeShell: true, asked: true }, 'none'],
    ['iOS Safari: the Add to Home Screen hint', { ...tab, ios: true, canPrompt: false }, 'ios-hint'],
    ['iOS added to the home screen', { ...tab, ios: true, standalone: true }, 'none'],
    ['turned down before: not offered unasked', { ...tab, dismissed: true }, 'none'],
    ['turned down before, but the player opened /download', { ...tab, dismissed: true, asked: true }, 'prompt'],
    ['iOS hint turned down before: not unasked', { ...tab, ios: true, dismissed: true }, 'none'],
    ['iOS hint turned down before, asked on /download', { ...tab, ios: true, dismissed: true, asked: true }, 'ios-hint'],
    ['asked, but no event captured', { ...tab, canPrompt: false, asked: true }, 'none'],
  ] as const)('%s: %s', (_name, input, expected) => {
    expect(decideInstallOffer(input)).toBe(expected);
  });
});
