// Where a task's Go button leads, from the task's action name; only to screens that exist in this build.

export type Go = { to: string; search?: Record<string, string | number> };

/** Where a task's Go button leads, by the task's action; null when that screen is not in this build. */
export function destination(action: string, exists: (path: string) => boolean): Go | null {
  const game = /^game:(\d+)$/.exec(action);
  const type = /^games:(\d+)$/.exec(action);
  const options: Go[] = game
    ? [{ to: '/game/start', search: { gameId: Number(game[1]) } }]
    : type
      ? [{ to: '/', search: { gameType: Number(type[1]) } }]
      : action === 'games'
        ? [{ to: '/' }]
        : action === 'deposit'
          ? [{ to: '/wallets', search: { name: 'deposit' } }]
          : action === 'inbox'
            ? [{ to: '/email' }]
            : action === 'invite'
              ? [{ to: '/share' }, { to: '/agent' }]
              : [];
  return options.find((o) => exists(o.to)) ?? null;
}
