// The anonymous calls: config, theme, theme preview, client event log.
import { calls } from '../../contract/index.ts';
import { readAppConfig } from '../domain/app-config.ts';
import { storeClientEvents } from '../domain/client-events.ts';
import { defaultTheme, themeById } from '../domain/themes.ts';
import type { CallRegistry } from './register-call.ts';

export function anonymousRoutes(registry: CallRegistry): void {
  registry.register(calls.appConfig, ({ db, now }) => readAppConfig(db, now));

  registry.register(calls.appTheme, ({ db }) => defaultTheme(db));

  registry.register(calls.appThemePreview, ({ db, body }) => themeById(db, body.themeViewId));

  registry.register(calls.appEventLogClient, ({ db, body, user, now }) => storeClientEvents(db, body.eventList, user?.userId ?? null, now));
}
