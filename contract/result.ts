// What every worker call returns to the UI: the data, or why there is none. Nothing throws across Comlink. It lives in
// contract/ because the worker and the screens both speak it (ARCHITECTURE: each may import contract).

/**
 * Why a call failed:
 * - 'api': the server answered with an envelope code that is not success (`code` is that envelope code);
 * - 'http': the answer was not an envelope at all (`code` is the HTTP status);
 * - 'timeout': no answer within the time-out for the connection type;
 * - 'network': no answer at all (offline, connection reset, cancelled, or a local storage failure);
 * - 'invalid': a body failed its contract schema (`code` 0: the server's answer; `code` 400: our own request,
 *   caught before it was sent).
 */
export type FailReason = 'api' | 'http' | 'timeout' | 'network' | 'invalid';

export type Failure = { ok: false; code: number; msg: string; reason: FailReason };

export type Result<T> = { ok: true; data: T } | Failure;

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function fail(reason: FailReason, code: number, msg: string): Failure {
  return { ok: false, code, msg, reason };
}
