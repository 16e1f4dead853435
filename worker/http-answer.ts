// Turns one HTTP answer into a Result by its envelope (SPEC section 7), and says which event it calls for.
import { Code, envelopeCode, isSuccessCode, rawEnvelope, type CallDef, type RawEnvelope } from '../contract/index.ts';
import { fail, ok, type Result } from '../contract/result.ts';
import { INVALID_ANSWER_MSG } from '../contract/app-messages.ts';

export { INVALID_ANSWER_MSG };

export interface Judged {
  result: Result<unknown>;
  /** A 401 from a login-required call: the session is over. */
  unauthorised: boolean;
  /** The maintenance message when the envelope said the product is in maintenance. */
  maintenance: string | null;
}

/** Null when the body is not JSON or has neither `code` nor `errcode` (a proxy's error page, say). */
export function readEnvelope(text: string): RawEnvelope | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = rawEnvelope.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function isMaintenance(envelope: RawEnvelope | null): boolean {
  return envelope !== null && envelopeCode(envelope) === Code.maintenance;
}

export function judgeAnswer(call: CallDef, status: number, envelope: RawEnvelope | null): Judged {
  const code = envelope === null ? status : envelopeCode(envelope);
  // SPEC section 6: public (and optional) calls never log the player out, whatever they answer.
  const unauthorised = call.auth === 'required' && (code === Code.unauthorized || status === Code.unauthorized);
  if (envelope === null) {
    return { result: fail('http', status, `The server answered with HTTP ${status}.`), unauthorised, maintenance: null };
  }
  const msg = envelope.msg ?? envelope.message ?? '';
  if (code === Code.maintenance) {
    return { result: fail('api', code, msg), unauthorised, maintenance: msg };
  }
  if (!isSuccessCode(code)) {
    return { result: fail('api', code, msg || `The request failed with code ${code}.`), unauthorised, maintenance: null };
  }
  const data = call.response.safeParse(envelope.data);
  const result = data.success ? ok(data.data) : fail('invalid', 0, INVALID_ANSWER_MSG);
  return { result, unauthorised, maintenance: null };
}
