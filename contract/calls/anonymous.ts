// The anonymous calls of SPEC section 7: config, theme, theme preview and the client event log.
import { z } from 'zod';
import { text } from '../text.ts';
import { defineCall } from '../call.ts';
import { appConfig, theme } from '../entities.ts';
import { EVENT_LIST_MAX } from '../constants.ts';

export const appConfigCall = defineCall('appConfig', 'anonymous', {
  request: z.object({}),
  response: appConfig,
  auth: 'public',
  kind: 'read',
  duringMaintenance: true,
});

export const appThemeCall = defineCall('appTheme', 'anonymous', {
  request: z.object({}),
  response: theme,
  auth: 'public',
  kind: 'read',
  duringMaintenance: true,
});

export const appThemePreviewCall = defineCall('appThemePreview', 'anonymous', {
  request: z.object({ themeViewId: text().min(1).max(64) }),
  response: theme,
  auth: 'public',
  kind: 'read',
  duringMaintenance: true,
});

const eventParam = z.union([text().max(256), z.number(), z.boolean()]);

/** One client event. `id` is made by the client so a batch sent twice is stored once. */
export const clientEvent = z.object({
  id: text().min(8).max(64),
  name: text().min(1).max(64),
  time: z.number().int().nonnegative(),
  page: text().max(256).default(''),
  params: z.record(text().max(64), eventParam).default({}),
});
export type ClientEvent = z.input<typeof clientEvent>;

export const appEventLogClientCall = defineCall('appEventLogClient', 'anonymous', {
  request: z.object({ eventList: z.array(clientEvent).min(1).max(EVENT_LIST_MAX) }),
  response: z.object({ accepted: z.number().int(), duplicates: z.number().int() }),
  auth: 'public',
  kind: 'write',
  duringMaintenance: true,
});
