// How a call is declared: one path, one request schema, one response-data schema, and how it may be retried.
import type { z } from 'zod';

export type CallAuth =
  /** Anyone; a 401 never logs the player out (SPEC section 6 "public calls"). */
  | 'public'
  /** Works for visitors and players; a bad token is ignored, not a 401. */
  | 'optional'
  /** Needs a valid token; a 401 logs the player out. */
  | 'required';

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  name: string;
  /** Path under the API base, e.g. `/app/v1/preLogin`. */
  path: string;
  request: Req;
  response: Res;
  auth: CallAuth;
  /** 'read' calls are retried on SPEC's statuses; 'write' calls only with the same Idempotency-Key. */
  kind: 'read' | 'write';
  /** Still answered while the product is in maintenance (start-up calls and event logs). */
  duringMaintenance?: boolean;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  name: string,
  prefix: 'anonymous' | 'app/v1',
  def: Omit<CallDef<Req, Res>, 'name' | 'path'>,
): CallDef<Req, Res> {
  return { name, path: `/${prefix}/${name}`, ...def };
}

export type RequestOf<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
