// Search params of /auth/social/line, apart from the page so the route tree (main bundle) does not pull the page in.
import * as z from 'zod/mini';

export const lineReturnSearch = z.object({
  code: z.catch(z.optional(z.string().check(z.maxLength(1024))), undefined),
  state: z.catch(z.optional(z.string().check(z.maxLength(128))), undefined),
  error: z.catch(z.optional(z.string().check(z.maxLength(128))), undefined),
});
export type LineReturnSearch = z.infer<typeof lineReturnSearch>;
