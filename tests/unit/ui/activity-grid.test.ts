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

  it('keeps https outside links (clickType 3) and drops any other URL', () => {
    expect(visibleActivities([activity(4, 'https://example.com', 1, 3)], exists, true)).toHaveLength(1);
    expect(visibleActivities([activity(5, 'javascript:alert(1)', 1, 3), activity(6, 'http://example.com', 2, 3)], exists, true)).toEqual([]);
  });

  it('keeps a modal entry (clickType 2) only when that modal is registered', () => {
    const modals = (kind: string) => kind === 'notice';
    const list = [activity(7, 'notice', 1, 2), activity(8, 'red-versus-blue', 2, 2)];
    expect(visibleActivities(list, exists, true, modals).map((a) => a.id)).toEqual([7]);
  });

  it('leaves start modals (type 1) out of the list: they run on their own', () => {
    expect(visibleActivities([{ ...activity(9, '/activity/spin', 1), type: 1 }], exists, true)).toEqual([]);
  });
});
