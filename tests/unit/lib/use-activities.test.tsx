// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Activity } from '../../../contract/entities.ts';
import { db } from '../../../src/db/database.ts';
import { useActivities } from '../../../src/lib/use-activities.ts';

const activity = (id: number, clickAction: string, homeFloatShowStatus: 0 | 1 = 0): Activity => ({
  id,
  name: `A${id}`,
  type: 0,
  sort: id,
  unloginShowStatus: 0,
  clickType: 1,
  clickAction,
  themeUrl: '',
  homeFloatShowStatus,
  imgUrl4: '',
});

function Tiles() {
  const rows = useActivities();
  return <p data-testid="tiles">{rows === undefined ? 'loading' : rows.map((a) => a.id).join(',')}</p>;
}
function Float() {
  const on = useActivities()?.some((a) => a.clickAction === '/activity/jackpot' && a.homeFloatShowStatus === 1) === true;
  return <p data-testid="float">{String(on)}</p>;
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.activities.clear();
});

describe('useActivities', () => {
  it('reads the table once for every part on screen, and each part sees every change', async () => {
    await db.activities.bulkPut([activity(1, '/activity/spin'), activity(2, '/activity/jackpot')]);
    const reads = vi.spyOn(db.activities, 'toArray');
    render(
      <>
        <Tiles />
        <Tiles />
        <Float />
      </>,
    );
    expect(screen.getAllByTestId('tiles').map((p) => p.textContent)).toEqual(['loading', 'loading']);
    await settled();
    expect(screen.getAllByTestId('tiles').map((p) => p.textContent)).toEqual(['1,2', '1,2']);
    expect(screen.getByTestId('float').textContent).toBe('false');
    expect(reads).toHaveBeenCalledTimes(1);

    await act(() => db.activities.put(activity(2, '/activity/jackpot', 1)));
    await settled();
    expect(screen.getByTestId('float').textContent).toBe('true');
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
