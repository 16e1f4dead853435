// Device and shell detection in one place: the native Android shell, installed (standalone) mode, and iOS.
import { nativeBridge } from './native-bridge.ts';

/** The Android shell injects a bridge object and adds this token to its user agent. */
export const NATIVE_UA_TOKEN = 'PisoWinApp';

export { nativeBridge };

export function isNativeShell(userAgent = navigator.userAgent): boolean {
  return nativeBridge() !== undefined || userAgent.includes(NATIVE_UA_TOKEN);
}

export function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function isIOS(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && maxTouchPoints > 1);
}

export function platformName(): string {
  if (isNativeShell()) return 'android-app';
  if (isIOS()) return 'ios-web';
  return /Android/.test(navigator.userAgent) ? 'android-web' : 'web';
}
