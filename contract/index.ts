// Every call the product makes, by name. The server registers its routes from this list; the worker posts through it.
import { appConfigCall, appEventLogClientCall, appThemeCall, appThemePreviewCall } from './calls/anonymous.ts';
import { accountLoginCall, accountRegistCall, logoutCall } from './calls/auth.ts';
import {
  activityGetStatusListCall,
  getActivityIdsCall,
  getAfterLoginInfoWebCall,
  onlineCall,
  preLoginCall,
  refreshDataCall,
} from './calls/start-up.ts';

export const calls = {
  appConfig: appConfigCall,
  appTheme: appThemeCall,
  appThemePreview: appThemePreviewCall,
  appEventLogClient: appEventLogClientCall,
  preLogin: preLoginCall,
  getAfterLoginInfoWeb: getAfterLoginInfoWebCall,
  refreshData: refreshDataCall,
  online: onlineCall,
  getActivityIds: getActivityIdsCall,
  activityGetStatusList: activityGetStatusListCall,
  accountRegist: accountRegistCall,
  accountLogin: accountLoginCall,
  logout: logoutCall,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export * from './call.ts';
export * from './envelope.ts';
export * from './entities.ts';
export * from './constants.ts';
export * from './props.ts';
export { clientEvent, type ClientEvent } from './calls/anonymous.ts';
export { accountName, password, type SessionAnswer } from './calls/auth.ts';
