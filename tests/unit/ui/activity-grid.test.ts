import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../contract/entities.ts';
import { visibleActivities } from '../../../src/ui/activity-grid.tsx';

const activity = (id: number, clickAction: string, sort: number, clickType = 1): Activity => ({
  id,
  name: `A${id}`,
  type: 0,
  sort,
  unloginShowStatus: 0,
  clickType,
  clickAction,
  themeUrl: '',
  homeFloatShowStatus: 0,
  imgUrl4: '',
});

describe('visibleActivities', () => {
  const exists = (path: string) => ['/auth/register', '/activity/spin'].includes(path);

  it('keeps only activities whose screen exists, in sort order', () => {
    const list = [activity(1, '/activity/spin', 5), activity(2, '/activity/jackpot', 1), activity(3, '/auth/register', 2)];
    expect(visibleActivities(list, exists, false).map((a) => a.id)).toEqual([3, 1]);
  });

  it('hides sign-up tiles from a logged-in player', () => {
    expect(visibleActivities([activity(3, '/auth/register', 2)], exists, true)).toEqual([]);
  });

  it('keeps outside links (clickType 2)', () => {
    expect(visibleActivities([activity(4, 'https://example.com', 1, 2)], exists, true)).toHaveLength(1);
  });
});
