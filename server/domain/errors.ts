// Errors a domain rule raises on purpose. Routes turn them into envelopes whose code is also the HTTP status.

/**
 * 502: a gateway we depend on (an SMS or payment provider) failed. 503 is the client's word for maintenance, so only
 * MaintenanceError says it.
 */
export type DomainCode = 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503;

export class DomainError extends Error {
  constructor(
    readonly code: DomainCode,
    message: string,
    /** An envelope code of the call's own (e.g. jackpot draw 1001-1004) under the HTTP status `code`. */
    readonly envelopeCode: number = code,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * A refusal the app words by its own envelope code (e.g. the bankruptcy gift's 3001-3004, SPEC section 8): sent with
 * HTTP 403, the envelope carries `envelopeCode`.
 */
export class CodedRefusal extends DomainError {
  constructor(envelopeCode: number, message: string) {
    super(403, message, envelopeCode);
  }
}

/** The operator's maintenance switch is on (Code.maintenance): the app shows its message and the maintenance page. */
export class MaintenanceError extends DomainError {
  constructor(message: string) {
    super(503, message);
    this.name = 'MaintenanceError';
  }
}

export const refused = (message: string) => new DomainError(403, message);
export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);
export const badInput = (message: string) => new DomainError(400, message);

/** PostgreSQL's unique_violation (of one constraint or index, when named), as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505') return false;
  return constraint === undefined || ('constraint' in error && error.constraint === constraint);
}
