// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { db } from '../../../src/db/database.ts';
import { useConfig, useConfigPick } from '../../../src/lib/use-config.ts';
import { appConfigFixture } from '../worker/fixtures.ts';

let versionDraws = 0;
function Version() {
  versionDraws += 1;
  const version = useConfigPick((config) => config?.gameListVersion ?? '');
  return <p data-testid="version">{version === undefined ? 'loading' : version || 'none'}</p>;
}
function Licence() {
  const licence = useConfig()?.pagcorLicence;
  return <p data-testid="licence">{licence ?? 'none'}</p>;
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  versionDraws = 0;
  await db.config.clear();
});

describe('useConfig', () => {
  it('answers undefined while Dexie reads, then the row or nothing, from one read for every part', async () => {
    await db.open();
    const reads = vi.spyOn(db.config, 'get');
    render(
      <>
        <Version />
        <Licence />
      </>,
    );
    expect(screen.getByTestId('version').textContent).toBe('loading');
    await settled();
    expect(screen.getByTestId('version').textContent).toBe('none');
    expect(reads).toHaveBeenCalledTimes(1);

    await act(() => db.config.put({ key: 'current', ...appConfigFixture({ gameListVersion: 'v7', pagcorLicence: 'L-123' }), updatedAt: 1 }));
    await settled();
    expect(screen.getByTestId('version').textContent).toBe('v7');
    expect(screen.getByTestId('licence').textContent).toBe('L-123');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('draws a part again only when its pick changes', async () => {
    await db.config.put({ key: 'current', ...appConfigFixture({ gameListVersion: 'v7' }), updatedAt: 1 });
    render(<Version />);
    await settled();
    const drawn = versionDraws;
    await act(() => db.config.update('current', { pagcorLicence: 'L-9' }));
    await settled();
    expect(versionDraws).toBe(drawn);
    await act(() => db.config.update('current', { gameListVersion: 'v8' }));
    await settled();
    expect(screen.getByTestId('version').textContent).toBe('v8');
  });
});
