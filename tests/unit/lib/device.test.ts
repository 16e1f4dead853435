// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isIOS, isNativeShell, NATIVE_UA_TOKEN } from '../../../src/lib/device.ts';

describe('device detection', () => {
  afterEach(() => {
    delete window.PisoWinNative;
  });

  it('recognises the native shell by its bridge object or its user-agent token', () => {
    expect(isNativeShell('Mozilla/5.0 (Linux; Android 14) Chrome/120')).toBe(false);
    expect(isNativeShell(`Mozilla/5.0 (Linux; Android 14) Chrome/120 ${NATIVE_UA_TOKEN}/2.1`)).toBe(true);
    window.PisoWinNative = {};
    expect(isNativeShell('Mozilla/5.0 (Linux; Android 14)')).toBe(true);
  });

  it('recognises iOS, including iPads that present as Macs', () => {
    expect(isIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIOS('Mozilla/5.0 (Linux; Android 14)', 5)).toBe(false);
  });
});
