import { positiveInt, searchSchema } from '../../lib/search-params.ts';

/** Search params of /email/detail: a positive integer id; anything else leaves it out (the route answers 404). */
export const mailDetailSearch = searchSchema({ id: positiveInt });
export type MailDetailSearch = ReturnType<typeof mailDetailSearch>;
