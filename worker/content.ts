// Content pages (terms, privacy, FAQ, about us) and what they store: kv 'contentPages', by slug. A page once fetched
// stays readable offline; a failed fetch leaves the kept copy as it was, so the screen shows that instead.
import { calls, type ContentPage } from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';

export function createContent({ http, db }: ModuleDeps) {
  return {
    async load(slug: string): Promise<Result<ContentPage>> {
      const result = await http.post(calls.getContentPage, { slug });
      if (!result.ok) return result;
      await db.transaction('rw', db.kv, async () => {
        const kept = (await getKv('contentPages', db)) ?? {};
        await setKv('contentPages', { ...kept, [slug]: result.data }, db);
      });
      return ok(result.data);
    },
  };
}

export type ContentModule = ReturnType<typeof createContent>;
