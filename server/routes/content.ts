// The content pages: public reads of the operator's cleaned HTML.
import { calls } from '../../contract/index.ts';
import { getContentPage } from '../domain/content/pages.ts';
import type { CallRegistry } from './register-call.ts';

export function contentRoutes(registry: CallRegistry): void {
  registry.register(calls.getContentPage, ({ db, body }) => getContentPage(db, body.slug));
}
