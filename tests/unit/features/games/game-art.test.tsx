// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { GameArt } from '../../../../src/features/games/game-art.tsx';

const ART = join(process.cwd(), 'src/features/games/art');

afterEach(cleanup);

describe('a game tile drawing', () => {
  it('is an image of its own drawing file, fetched only as its tile nears the screen and decoded off the main thread', () => {
    render(<GameArt seed={3} name="Mines" slug="mines" />);
    const art = screen.getByRole('img', { name: 'Mines' });
    expect(art.tagName).toBe('IMG');
    expect(art.getAttribute('src')).toMatch(/\/mines(-[\w-]+)?\.webp(\?|$)/);
    expect(art.getAttribute('loading')).toBe('lazy');
    expect(art.getAttribute('decoding')).toBe('async');
    // Its box has its size before the drawing comes: nothing moves when it lands.
    expect([art.getAttribute('width'), art.getAttribute('height')]).toEqual(['100', '100']);
  });

  it('when the drawing cannot be fetched, the tile shows its seed pattern, not a blank box', () => {
    render(<GameArt seed={3} name="Mines" slug="mines" />);
    fireEvent.error(screen.getByRole('img', { name: 'Mines' }));
    const art = screen.getByRole('img', { name: 'Mines' });
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(art.textContent).toBe('M');
  });

  it('a game without a drawing of its own gets its seed pattern at once', () => {
    render(<GameArt seed={7} name="Some Provider Game" slug="not-drawn" />);
    const art = screen.getByRole('img', { name: 'Some Provider Game' });
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(art.textContent).toBe('SP');
    render(<GameArt seed={8} name="Other" />);
    expect(screen.getByRole('img', { name: 'Other' }).tagName.toLowerCase()).toBe('svg');
  });

  it('every drawing source is a standalone SVG image: well formed, in the SVG namespace, square, with nothing that runs', () => {
    const files = readdirSync(ART).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(17);
    for (const file of files) {
      const text = readFileSync(join(ART, file), 'utf8');
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), file).toHaveLength(0);
      const root = doc.documentElement;
      // Without the namespace a browser shows a file as XML, not as a drawing.
      expect(root.namespaceURI, file).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox'), file).toBe('0 0 100 100');
      expect(doc.getElementsByTagName('script'), file).toHaveLength(0);
      expect(text, file).not.toMatch(/\son[a-z]+=|href="(?!#)/i);
    }
  });
});
