// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyTheme } from '../../../src/lib/theme.ts';

describe('applyTheme', () => {
  it('sets the colours as CSS variables and ignores values that are not colours', () => {
    const root = document.createElement('div');
    applyTheme({ primary: '#f5b82e', bg: 'rgb(1, 2, 3)', danger: 'url(javascript:alert(1))' }, root);
    expect(root.style.getPropertyValue('--c-primary')).toBe('#f5b82e');
    expect(root.style.getPropertyValue('--c-bg')).toBe('rgb(1, 2, 3)');
    expect(root.style.getPropertyValue('--c-danger')).toBe('');
  });
});
