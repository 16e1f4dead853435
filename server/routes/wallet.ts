// Wallet calls: channels and deposit orders, wallet summary, withdrawals, receiving accounts, safebox, coin records.
import { calls } from '../../contract/index.ts';
import { addCard, deleteCard, listCards, modifyCard } from '../domain/wallet/bank-cards.ts';
import { createDepositOrder, rechargeTypes } from '../domain/wallet/deposits.ts';
import { depositOrders } from '../domain/wallet/deposit-orders.ts';
import { walletInfo } from '../domain/wallet/info.ts';
import { coinRecords } from '../domain/wallet/records.ts';
import { moveIntoSafebox, moveOutOfSafebox } from '../domain/wallet/safebox.ts';
import { listWithdrawals, payWithdrawal, requestWithdrawal } from '../domain/wallet/withdrawals.ts';
import type { CallRegistry } from './register-call.ts';

export function walletRoutes(registry: CallRegistry): void {
  registry.register(calls.getRechargeTypes, ({ db, channels, requireUser }) => rechargeTypes(db, requireUser().userId, channels));

  registry.register(calls.createDepositOrder, ({ db, body, now, channels, requireUser }) =>
    createDepositOrder(db, { ...requireUser(), channels }, body.rechargeTypeId, body.amount, now, body.activity, body.couponId),
  );

  registry.register(calls.getDepositOrders, ({ db, body, now, requireUser }) => depositOrders(db, requireUser().userId, now, body.orderId));

  registry.register(calls.getWalletInfo, ({ db, now, requireUser }) => walletInfo(db, requireUser().userId, now));

  registry.register(calls.withdraw, async ({ db, body, now, channels, requireUser }) => {
    const { userId } = requireUser();
    let withdrawal = await requestWithdrawal(db, userId, body.cardId, body.amount, now);
    // The sandbox bank pays at once when configured to; the money is already held either way.
    if (process.env.SANDBOX_AUTO_PAYOUT === '1' && channels('sandbox')) withdrawal = await payWithdrawal(db, withdrawal.id, now);
    return { withdrawal, wallet: await walletInfo(db, userId, now) };
  });

  registry.register(calls.getWithdrawals, ({ db, body, requireUser }) => listWithdrawals(db, requireUser().userId, body.pageNum));

  registry.register(calls.getUserBanks, async ({ db, requireUser }) => ({ list: await listCards(db, requireUser().userId) }));

  registry.register(calls.addBankInfo, ({ db, body, now, requireUser }) => addCard(db, requireUser().userId, body, now));

  registry.register(calls.modifyBankInfo, ({ db, body, requireUser }) => modifyCard(db, requireUser().userId, body.id, body));

  registry.register(calls.delUserBank, async ({ db, body, now, requireUser }) => {
    await deleteCard(db, requireUser().userId, body.id, now);
    return {};
  });

  registry.register(calls.safeboxDeposit, ({ db, body, now, requireUser }) => moveIntoSafebox(db, requireUser().userId, body.amount, now));

  registry.register(calls.safeboxWithdraw, ({ db, body, now, requireUser }) => moveOutOfSafebox(db, requireUser().userId, body.amount, body.password, now));

  registry.register(calls.appUserCoinDetail, ({ db, body, requireUser }) => coinRecords(db, requireUser().userId, body));
}
