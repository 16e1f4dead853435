import type { DeviceInfo } from '../../worker/api.ts';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from '../../contract/constants.ts';
import { language } from './i18n/index.ts';
import { platformName } from './device.ts';

/** What preLogin is told about this device (SPEC section 7). */
export function deviceInfo(): DeviceInfo {
  return {
    os: platformName(),
    deviceModel: navigator.userAgent.slice(0, 128),
    language: language(),
    countryCodeISO: DEFAULT_COUNTRY,
    currency: DEFAULT_CURRENCY,
    urlParams: location.search.slice(1, 2048),
  };
}
