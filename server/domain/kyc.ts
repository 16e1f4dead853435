// KYC: two images (ID photo, selfie) re-encoded (no metadata) and kept in the database, then the player's details; an
// operator approves or rejects. Status 0 not submitted, 1 pending, 2 approved, 3 rejected (with a reason).
import { KYC_STATUS, MIN_AGE_YEARS, type KycFileInfo, type KycFileKind, type KycIdType, type KycMime, type KycState } from '../../contract/index.ts';
import { manilaDayKey } from '../../contract/manila.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from './errors.ts';
import { reencodeImage } from './kyc-image.ts';
import { ageOn, checkBirthDate } from './member.ts';
import { findUserIdByAccount } from './users.ts';
import { refreshInviteValid } from './agent/invites.ts';

const NEW_PLAYER_DAYS = 7;
const DAY = 24 * 3_600_000;

export async function readKyc(db: Database, userId: number): Promise<KycState> {
  const row = await db.selectFrom('kyc_submissions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const files = await kycFiles(db, userId);
  return {
    status: (row?.status ?? KYC_STATUS.notSubmitted) as KycState['status'],
    fullName: row?.full_name ?? '',
    birthDate: row?.birth_date ?? '',
    idType: row?.id_type ?? '',
    idNumber: row?.id_number ?? '',
    rejectReason: row?.reject_reason ?? '',
    submittedAt: row?.submitted_at ?? null,
    reviewedAt: row?.reviewed_at ?? null,
    files,
  };
}

async function kycFiles(db: Database, userId: number): Promise<KycFileInfo[]> {
  const rows = await db
    .selectFrom('kyc_files')
    .select(['id', 'kind', 'mime', (eb) => eb.fn<number>('octet_length', ['bytes']).as('size')])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind as KycFileKind, mime: r.mime as KycMime, size: Number(r.size) }));
}

async function statusOf(db: Database, userId: number): Promise<number> {
  const row = await db.selectFrom('kyc_submissions').select('status').where('user_id', '=', userId).executeTakeFirst();
  return row?.status ?? KYC_STATUS.notSubmitted;
}

function refuseWhenLocked(status: number): void {
  if (status === KYC_STATUS.pending) throw new DomainError(409, 'Your KYC is being reviewed; wait for the result');
  if (status === KYC_STATUS.approved) throw new DomainError(409, 'Your KYC is already approved');
}

/** Decodes and re-encodes an image (kyc-image.ts), then stores it as the player's file of that kind (replacing the earlier one). */
export async function uploadKycFile(db: Database, userId: number, kind: KycFileKind, base64: string, maxBytes: number, now: number): Promise<KycFileInfo> {
  refuseWhenLocked(await statusOf(db, userId));
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new DomainError(400, 'The image data is not valid base64');
  const raw = new Uint8Array(Buffer.from(base64, 'base64'));
  if (raw.length > maxBytes) throw new DomainError(400, `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const { mime, bytes } = await reencodeImage(raw);
  const values = { mime, bytes, created_at: now };
  const row = await db
    .insertInto('kyc_files')
    .values({ user_id: userId, kind, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, kind, mime, size: bytes.length };
}

/** One of the player's own files; another player's id answers 404 as if it did not exist. */
export async function readKycFile(db: Database, userId: number, fileId: number): Promise<{ id: number; mime: KycMime; data: string }> {
  const row = await db.selectFrom('kyc_files').select(['id', 'mime', 'bytes']).where('id', '=', fileId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError(404, 'No such KYC file');
  return { id: row.id, mime: row.mime as KycMime, data: Buffer.from(row.bytes).toString('base64') };
}

export interface KycDetails {
  fullName: string;
  birthDate: string;
  idType: KycIdType;
  idNumber: string;
}

export async function submitKyc(db: Database, userId: number, details: KycDetails, now: number): Promise<KycState> {
  checkBirthDate(details.birthDate, now);
  if (ageOn(details.birthDate, manilaDayKey(now)) < MIN_AGE_YEARS) throw new DomainError(403, `You must be ${MIN_AGE_YEARS} or over to play`);
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('kyc_submissions').select('status').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    refuseWhenLocked(current?.status ?? KYC_STATUS.notSubmitted);
    const kinds = new Set((await trx.selectFrom('kyc_files').select('kind').where('user_id', '=', userId).execute()).map((r) => r.kind));
    if (!kinds.has('idPhoto')) throw new DomainError(400, 'Upload a photo of your ID first');
    if (!kinds.has('selfie')) throw new DomainError(400, 'Upload a selfie holding your ID first');
    const values = {
      status: KYC_STATUS.pending,
      full_name: details.fullName,
      birth_date: details.birthDate,
      id_type: details.idType,
      id_number: details.idNumber.toUpperCase(),
      reject_reason: '',
      submitted_at: now,
      reviewed_at: null,
      updated_at: now,
    };
    await trx
      .insertInto('kyc_submissions')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  });
  return readKyc(db, userId);
}

/** The after-login KYC fields: isAddKyc once submitted (pending or approved); the pop-up for new players not yet submitted. */
export async function kycFlags(db: Database, userId: number, registeredAt: number, now: number) {
  const status = await statusOf(db, userId);
  const submitted = status === KYC_STATUS.pending || status === KYC_STATUS.approved;
  return {
    isAddKyc: submitted,
    hasKyc: status === KYC_STATUS.approved,
    isNewUserForcePopKyc: !submitted && now - registeredAt < NEW_PLAYER_DAYS * DAY,
  };
}

/** "Juan Dela Cruz" -> "J*** D*** C***": enough to show real people pass, nothing to identify them. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toUpperCase()}***`)
    .join(' ');
}

export async function kycCases(db: Database, limit = 10) {
  const count = await db
    .selectFrom('kyc_submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', KYC_STATUS.approved)
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom('kyc_submissions')
    .select(['full_name', 'reviewed_at'])
    .where('status', '=', KYC_STATUS.approved)
    .orderBy('reviewed_at', 'desc')
    .limit(limit)
    .execute();
  return { approvedCount: Number(count.n), recent: recent.map((r) => ({ name: maskName(r.full_name), approvedAt: r.reviewed_at ?? 0 })) };
}

// Operator side.

export async function listPendingKyc(db: Database) {
  return db
    .selectFrom('kyc_submissions as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['u.account', 'k.full_name', 'k.birth_date', 'k.id_type', 'k.id_number', 'k.submitted_at'])
    .where('k.status', '=', KYC_STATUS.pending)
    .orderBy('k.submitted_at')
    .execute();
}

export async function reviewKyc(db: Database, account: string, decision: { approve: true } | { approve: false; reason: string }, now: number): Promise<void> {
  const userId = await findUserIdByAccount(db, account);
  if (userId === undefined) throw new DomainError(404, `No account named "${account}"`);
  const updated = await db
    .updateTable('kyc_submissions')
    .set({
      status: decision.approve ? KYC_STATUS.approved : KYC_STATUS.rejected,
      reject_reason: decision.approve ? '' : decision.reason,
      reviewed_at: now,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('status', '=', KYC_STATUS.pending)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainError(409, `${account} has no KYC waiting for review`);
  // Where the agent program needs KYC, an invitee who already deposited becomes a valid invite now.
  if (decision.approve) await db.transaction().execute((trx) => refreshInviteValid(trx, userId, now));
}
