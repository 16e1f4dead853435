// zod/mini keeps route validation out of the main bundle's budget.
import * as z from 'zod/mini';

/** Search params of /email/detail: a positive integer id; anything else leaves it out (the route answers 404). */
export const mailDetailSearch = z.object({
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))), undefined),
});
export type MailDetailSearch = z.infer<typeof mailDetailSearch>;
