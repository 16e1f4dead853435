// Search params of /auth/social/line, apart from the page so the route tree (main bundle) does not pull the page in.
import { searchSchema, text } from '../../lib/search-params.ts';

export const lineReturnSearch = searchSchema({ code: text(1024), state: text(128), error: text(128) });
export type LineReturnSearch = ReturnType<typeof lineReturnSearch>;
