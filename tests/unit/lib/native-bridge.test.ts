// @vitest-environment jsdom
// The native bridge module: outside links through the shell when it is there, a new tab otherwise, unsafe schemes
// refused; file picks through the shell as base64 with the size limit enforced here too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileTooLargeError, isSafeExternalUrl, openExternal, pickFile } from '../../../src/lib/native-bridge.ts';

afterEach(() => {
  delete window.PisoWinNative;
  vi.restoreAllMocks();
});

describe('native bridge', () => {
  it('accepts https, tel and app links only', () => {
    expect(isSafeExternalUrl('https://m.me/pisowin')).toBe(true);
    expect(isSafeExternalUrl('tel:+639171234567')).toBe(true);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('http://example.com')).toBe(false);
    expect(isSafeExternalUrl('data:text/html,x')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });

  it('opens through the shell when it has openExternal', () => {
    const calls: string[] = [];
    window.PisoWinNative = { openExternal: (url) => calls.push(url) };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openExternal('https://t.me/pisowin')).toBe(true);
    expect(calls).toEqual(['https://t.me/pisowin']);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a new tab in a browser, and refuses an unsafe link anywhere', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openExternal('https://m.me/pisowin')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://m.me/pisowin', '_blank', 'noopener,noreferrer');
    const calls: string[] = [];
    window.PisoWinNative = { openExternal: (url) => calls.push(url) };
    expect(openExternal('javascript:alert(1)')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('turns the shell picked file into a File, and enforces the size limit', async () => {
    window.PisoWinNative = { pickFile: async () => ({ name: 'id.png', type: 'image/png', base64: btoa('abcd') }) };
    const file = await pickFile('image/*', 10);
    expect(file?.name).toBe('id.png');
    expect(file?.type).toBe('image/png');
    expect(await file?.text()).toBe('abcd');
    await expect(pickFile('image/*', 3)).rejects.toBeInstanceOf(FileTooLargeError);
  });

  it('answers null when the player cancels the shell picker', async () => {
    window.PisoWinNative = { pickFile: async () => null };
    expect(await pickFile('image/*', 10)).toBeNull();
  });
});
