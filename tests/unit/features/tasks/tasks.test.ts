import { describe, expect, it } from 'vitest';
import { destination } from '../../../../src/features/tasks/task-destination.ts';
import { pesoValue } from '../../../../contract/points-exchange.ts';
import { formatCountdown } from '../../../../src/features/tasks/use-tasks.ts';

describe('tasks screen helpers', () => {
  it('counts down in hours, minutes and seconds, days when long, never below zero', () => {
    expect(formatCountdown(((5 * 60 + 3) * 60 + 9) * 1_000 + 999)).toBe('5h 03m 09s');
    expect(formatCountdown((2 * 86_400 + 3 * 3_600 + 60) * 1_000)).toBe('2d 3h 01m');
    expect(formatCountdown(-5_000)).toBe('0h 00m 00s');
  });

  it('values points in hundredths at the rate, rounded down', () => {
    expect(pesoValue(150, 100)).toBe(150);
    expect(pesoValue(100, 300)).toBe(33);
    expect(pesoValue(0, 100)).toBe(0);
  });

  it('sends Go only to screens that exist, preferring /share over /agent for invites', () => {
    const all = () => true;
    expect(destination('game:2', all)).toEqual({ to: '/game/start', search: { gameId: 2 } });
    expect(destination('deposit', all)).toEqual({ to: '/wallets', search: { name: 'deposit' } });
    // A task narrowed to a game type (the daily slot task) opens that tab of the lobby.
    expect(destination('games:1', all)).toEqual({ to: '/', search: { gameType: 1 } });
    expect(destination('games', all)).toEqual({ to: '/' });
    expect(destination('invite', all)).toEqual({ to: '/share' });
    expect(destination('invite', (p) => p === '/agent')).toEqual({ to: '/agent' });
    expect(destination('invite', (p) => p === '/')).toBeNull();
    expect(destination('', all)).toBeNull();
    expect(destination('nowhere', all)).toBeNull();
  });
});
