// KYC: state into kv 'kyc', image upload (checked here first: type by bytes, size), details, own images, public cases.
// Images themselves are never stored on the device; kycFile returns one for display only.
import { NOT_AN_IMAGE, sniffImageType } from '../contract/image-type.ts';
import { calls, KYC_MAX_BYTES, KYC_STATUS, type KycFileInfo, type KycFileKind, type KycState, type RequestOf, type ResponseOf } from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { fail, ok, type Result } from '../contract/result.ts';
import { IMAGE_TOO_LARGE_MSG } from '../contract/app-messages.ts';
import { sessionPost } from './session-post.ts';
import type { ModuleDeps } from './module-deps.ts';

export type KycDeps = ModuleDeps;

export type KycDetails = RequestOf<typeof calls.addKyc>;
export type KycImage = ResponseOf<typeof calls.kycFile>;
export type KycCases = ResponseOf<typeof calls.kycCases>;

export const NOT_AN_IMAGE_MSG = NOT_AN_IMAGE;
export const TOO_LARGE_MSG = IMAGE_TOO_LARGE_MSG;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function createKyc({ http, db, state }: KycDeps) {
  const post = sessionPost(http, state);

  async function store(kyc: KycState): Promise<void> {
    await db.transaction('rw', [db.kv, db.user], async () => {
      await setKv('kyc', kyc, db);
      const submitted = kyc.status === KYC_STATUS.pending || kyc.status === KYC_STATUS.approved;
      const after = await getKv('afterLogin', db);
      if (after) await setKv('afterLogin', { ...after, isAddKyc: submitted, hasKyc: kyc.status === KYC_STATUS.approved }, db);
      await db.user.update('me', { hasKyc: kyc.status === KYC_STATUS.approved });
    });
  }

  async function load(): Promise<Result<KycState>> {
    const result = await post(calls.kyc, {});
    if (!result.ok) return result;
    await store(result.data);
    return result;
  }

  return {
    load,

    /** Checks the bytes, sends the image, then reloads the state so the file list is the server's. */
    async upload(kind: KycFileKind, bytes: Uint8Array): Promise<Result<KycFileInfo>> {
      if (!sniffImageType(bytes)) return fail('invalid', 400, NOT_AN_IMAGE_MSG);
      if (bytes.length > KYC_MAX_BYTES) return fail('invalid', 400, TOO_LARGE_MSG);
      const result = await http.post(calls.uploadKyc, { kind, data: toBase64(bytes) });
      if (!result.ok) return result;
      const reloaded = await load();
      return reloaded.ok ? result : reloaded;
    },

    async submit(details: KycDetails): Promise<Result<KycState>> {
      const result = await post(calls.addKyc, details);
      if (!result.ok) return result;
      await store(result.data);
      return result;
    },

    async image(id: number): Promise<Result<KycImage>> {
      return http.post(calls.kycFile, { id });
    },

    async cases(): Promise<Result<KycCases>> {
      const result = await http.post(calls.kycCases, {});
      return result.ok ? ok(result.data) : result;
    },
  };
}

export type Kyc = ReturnType<typeof createKyc>;
