import { describe, expect, it } from 'vitest';
import { envelopeCode, isSuccessCode, rawEnvelope } from '../../../contract/envelope.ts';

describe('envelope', () => {
  it('treats code or errcode 0 and 200 as success (SPEC section 7)', () => {
    expect(isSuccessCode(envelopeCode(rawEnvelope.parse({ code: 0 })))).toBe(true);
    expect(isSuccessCode(envelopeCode(rawEnvelope.parse({ code: 200 })))).toBe(true);
    expect(isSuccessCode(envelopeCode(rawEnvelope.parse({ errcode: 0 })))).toBe(true);
    expect(isSuccessCode(envelopeCode(rawEnvelope.parse({ errcode: 401, code: 0 })))).toBe(false);
  });

  it('refuses an answer with neither code nor errcode', () => {
    expect(rawEnvelope.safeParse({ msg: 'hi' }).success).toBe(false);
  });
});
