// getAfterLoginInfoWeb answers the player's own state: favourites, recently played games (newest first) and the
// default receiving account, not empty placeholders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;
const info = { version: '1', os: 'web', deviceModel: 'test', phoneInfo: '' };

describe.each(backends())('after-login info on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  const { data } = appCalls(() => t);

  it('starts empty for a new player', async () => {
    const { token } = await newPlayer(t, 'al');
    expect(await data('getAfterLoginInfoWeb', info, token)).toMatchObject({ gameLikeIds: [], gameHistory: [], appUserBank: null, appUserBankList: [] });
  });

  it('answers the favourites, the games played newest first and the default receiving account', async () => {
    const { token, account } = await newPlayer(t, 'al');
    await data('gameLike', { gameId: 3, liked: true }, token);
    await data('startGame', { gameId: 1, tryIt: true }, token);
    t.clock.advance(1_000);
    await data('startGame', { gameId: 2, tryIt: true }, token);
    t.clock.advance(1_000);
    await data('startGame', { gameId: 1, tryIt: true }, token);
    const first = await data('addBankInfo', { bankId: GCASH, accountName: 'Ana', accountNo: '0917 123 4567' }, token);
    const second = await data('addBankInfo', { bankId: GCASH, accountName: 'Ana', accountNo: '0918 765 4321' }, token);
    const before = await data('getAfterLoginInfoWeb', info, token);
    expect(before.gameLikeIds).toEqual([3]);
    expect(before.gameHistory).toEqual([1, 2]);
    expect(before.appUserBankList).toEqual([
      { bankId: GCASH, id: first.id },
      { bankId: GCASH, id: second.id },
    ]);
    expect(before.appUserBank).toEqual({ bankId: GCASH, id: first.id });
    // The account the player last withdrew to becomes the default.
    const userId = (await findUserIdByAccount(t.db, account))!;
    await t.db
      .insertInto('withdrawals')
      .values({ user_id: userId, card_id: second.id, amount: 100, state: 'pending', created_at: t.clock.now(), updated_at: t.clock.now() })
      .execute();
    expect((await data('getAfterLoginInfoWeb', info, token)).appUserBank).toEqual({ bankId: GCASH, id: second.id });
  });
});
