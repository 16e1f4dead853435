// The answer shape shared by every call, and the codes the client and the server agree on.
import { z } from 'zod';
import { text } from './text.ts';
import { Code } from './codes.ts';

export { Code };

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.nullable(),
  });
}

/** SPEC section 7: an answer carries errcode or code, and 0 or 200 is success. */
export const rawEnvelope = z
  .object({
    code: z.number().int().optional(),
    errcode: z.number().int().optional(),
    msg: z.string().optional(),
    message: z.string().optional(),
    data: z.unknown().optional(),
  })
  .refine((v) => v.code !== undefined || v.errcode !== undefined, { message: 'answer has neither code nor errcode' });

export type RawEnvelope = z.infer<typeof rawEnvelope>;

export function envelopeCode(e: RawEnvelope): number {
  return e.errcode ?? e.code ?? Code.serverError;
}

export function isSuccessCode(code: number): boolean {
  return code === 0 || code === 200;
}

/** Fields the client adds to every request body (SPEC section 7). */
export const clientMeta = z.object({
  appId: text().max(64),
  channel: text().max(64),
  clientReferrer: text().max(512),
  platform: text().max(32),
  appVersion: text().max(32),
  appWebName: text().max(64),
});
export type ClientMeta = z.infer<typeof clientMeta>;
