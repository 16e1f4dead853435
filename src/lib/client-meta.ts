// The fields added to every request body (SPEC section 7). The channel comes from a `channel` URL parameter, kept once seen.
import type { ClientMeta } from '../../contract/envelope.ts';
import { APP_ID, APP_WEB_NAME, DEFAULT_CHANNEL } from '../../contract/constants.ts';
import { platformName } from './device.ts';

const CHANNEL_KEY = 'pw.channel';

function channel(): string {
  const fromUrl = new URLSearchParams(location.search).get('channel');
  if (fromUrl && /^[\w-]{1,64}$/.test(fromUrl)) {
    localStorage.setItem(CHANNEL_KEY, fromUrl);
    return fromUrl;
  }
  return localStorage.getItem(CHANNEL_KEY) ?? DEFAULT_CHANNEL;
}

export function clientMeta(): ClientMeta {
  return {
    appId: APP_ID,
    channel: channel(),
    clientReferrer: document.referrer.slice(0, 512),
    platform: platformName(),
    appVersion: __APP_VERSION__,
    appWebName: APP_WEB_NAME,
  };
}
