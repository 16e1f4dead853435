// KYC: the player's own state, image uploads (the only route with a larger body limit), details, own files; public cases.
import { calls, KYC_MAX_BYTES } from '../../contract/index.ts';
import { readAppConfig } from '../domain/app-config.ts';
import { kycCases, readKyc, readKycFile, submitKyc, uploadKycFile } from '../domain/kyc.ts';
import type { CallRegistry } from './register-call.ts';

/** A 4 MiB image is about 5.4 MiB as base64; 6 MiB leaves room for the JSON around it. */
export const KYC_UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

export function kycRoutes(registry: CallRegistry): void {
  registry.register(calls.kyc, ({ db, requireUser }) => readKyc(db, requireUser().userId));

  registry.register(calls.uploadKyc, ({ db, body, now, requireUser }) => uploadKycFile(db, requireUser().userId, body.kind, body.data, KYC_MAX_BYTES, now), {
    bodyLimit: KYC_UPLOAD_BODY_LIMIT,
  });

  registry.register(calls.addKyc, ({ db, body, now, requireUser }) => submitKyc(db, requireUser().userId, body, now));

  registry.register(calls.kycFile, ({ db, body, requireUser }) => readKycFile(db, requireUser().userId, body.id));

  registry.register(calls.kycCases, async ({ db, now }) => {
    const { kycAmount } = await readAppConfig(db, now);
    return { ...(await kycCases(db)), kycAmount };
  });
}
