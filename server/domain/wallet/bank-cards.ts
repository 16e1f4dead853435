// Receiving accounts (appUserBank): e-wallet numbers (Philippine mobile numbers) and bank accounts. A player only ever
// sees and changes their own; a deleted account is kept (soft delete) for the withdrawals that name it.
import type { BankCard } from '../../../contract/index.ts';
import { MOBILE_HINT, normaliseMobile } from '../../../contract/mobile.ts';
import { RECEIVING_BANKS } from '../../../contract/wallet-constants.ts';
import type { Database } from '../../db/database.ts';
import type { BankCardsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { badInput, conflict, notFound } from '../errors.ts';
import { readWalletConfig } from './config.ts';

export interface CardInput {
  bankId: number;
  accountName: string;
  accountNo: string;
}

function bankOf(bankId: number) {
  const bank = RECEIVING_BANKS.find((b) => b.id === bankId);
  if (!bank) throw badInput('Choose a bank or e-wallet from the list');
  return bank;
}

async function checkedCard(db: Database, input: CardInput): Promise<CardInput> {
  const bank = bankOf(input.bankId);
  if (bank.kind === 'ewallet') {
    const number = normaliseMobile(input.accountNo);
    if (!number) throw badInput(`${MOBILE_HINT} for ${bank.name}`);
    return { ...input, accountNo: number };
  }
  const number = input.accountNo.replace(/[\s-]/g, '');
  const { withdrawAccountLengthMin: min, withdrawAccountLengthMax: max } = await readWalletConfig(db);
  if (!/^\d+$/.test(number)) throw badInput('A bank account number has digits only');
  if (number.length < min || number.length > max) throw badInput(`A bank account number has ${min} to ${max} digits`);
  return { ...input, accountNo: number };
}

export function cardAnswer(row: Selectable<BankCardsTable>): BankCard {
  const bank = RECEIVING_BANKS.find((b) => b.id === row.bank_id);
  return {
    id: row.id,
    bankId: row.bank_id,
    bankName: bank?.name ?? 'Bank',
    kind: bank?.kind ?? 'bank',
    accountName: row.account_name,
    accountNo: row.account_no,
    createTime: row.created_at,
  };
}

export async function listCards(db: Database, userId: number): Promise<BankCard[]> {
  const rows = await db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map(cardAnswer);
}

/** The player's own live card, or 404 (another player's card id looks the same as a missing one). */
export async function ownCard(db: Database, userId: number, cardId: number) {
  const row = await db
    .selectFrom('bank_cards')
    .selectAll()
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('No such receiving account');
  return row;
}

export async function addCard(db: Database, userId: number, input: CardInput, now: number): Promise<BankCard> {
  const card = await checkedCard(db, input);
  const { maxBankAccounts } = await readWalletConfig(db);
  return db.transaction().execute(async (trx) => {
    // Serialise this player's adds so two at once cannot both pass the count.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const live = await trx
      .selectFrom('bank_cards')
      .select(['id', 'bank_id', 'account_no'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .execute();
    if (live.some((c) => c.bank_id === card.bankId && c.account_no === card.accountNo)) throw conflict('This receiving account is already saved');
    if (live.length >= maxBankAccounts) throw conflict(`You can save up to ${maxBankAccounts} receiving accounts`);
    const row = await trx
      .insertInto('bank_cards')
      .values({ user_id: userId, bank_id: card.bankId, account_name: card.accountName, account_no: card.accountNo, created_at: now, deleted_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return cardAnswer(row);
  });
}

export async function modifyCard(db: Database, userId: number, cardId: number, input: CardInput): Promise<BankCard> {
  await ownCard(db, userId, cardId);
  const card = await checkedCard(db, input);
  const row = await db
    .updateTable('bank_cards')
    .set({ bank_id: card.bankId, account_name: card.accountName, account_no: card.accountNo })
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return cardAnswer(row);
}

export async function deleteCard(db: Database, userId: number, cardId: number, now: number): Promise<void> {
  await ownCard(db, userId, cardId);
  await db.updateTable('bank_cards').set({ deleted_at: now }).where('id', '=', cardId).where('user_id', '=', userId).execute();
}

/**
 * SPEC's appUserBank and appUserBankList: the live receiving accounts, and the default one, which is the account of
 * the player's latest withdrawal while it is still live, else the first one added.
 */
export async function receivingAccounts(db: Database, userId: number) {
  const cards = await db
    .selectFrom('bank_cards')
    .select(['id', 'bank_id'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const list = cards.map((c) => ({ bankId: c.bank_id, id: c.id }));
  const last = await db
    .selectFrom('withdrawals')
    .select('card_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const appUserBank = list.find((c) => c.id === last?.card_id) ?? list[0] ?? null;
  return { appUserBank, appUserBankList: list };
}
