// The contract between the PWA and the native Android shell (window.PisoWinNative), and the helpers screens use so
// the same code works in a browser: outside links and file picks go through the shell when it is there.

/** A file the shell picked, as base64 (a WebView cannot hand a File across the bridge). */
export interface NativePickedFile {
  name: string;
  type: string;
  base64: string;
}

export interface NativeBridge {
  /** Opens a URL (https:, tel:, tg:, fb-messenger:) in the system browser or the app that handles it. */
  openExternal?: (url: string) => void;
  /** Shows the system file picker; null when the player cancels. The shell refuses files larger than maxBytes. */
  pickFile?: (accept: string, maxBytes: number) => Promise<NativePickedFile | null>;
  /** Closes the app (the back button on the home screen). */
  exitApp?: () => void;
}

declare global {
  interface Window {
    PisoWinNative?: NativeBridge;
  }
}

export function nativeBridge(): NativeBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.PisoWinNative;
}

const SAFE_SCHEMES = new Set(['https:', 'tel:', 'mailto:', 'tg:', 'viber:', 'fb-messenger:']);

/** Whether a link is one the app may open outside itself (no javascript:, data: or plain http:). */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Opens an outside link: the shell's openExternal when present (a WebView would otherwise open it inside itself,
 * with no way back), else a new tab. Answers false for a link that is not safe to open.
 */
export function openExternal(url: string): boolean {
  if (!isSafeExternalUrl(url)) return false;
  const bridge = nativeBridge();
  if (bridge?.openExternal) bridge.openExternal(url);
  else if (url.startsWith('https:')) window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.href = url;
  return true;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super('file too large');
  }
}

function fileFromNative(picked: NativePickedFile): File {
  const bytes = Uint8Array.from(atob(picked.base64), (c) => c.charCodeAt(0));
  return new File([bytes], picked.name, { type: picked.type });
}

function pickInBrowser(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/**
 * Lets the player pick one file: the shell's picker when present (a WebView ignores <input type=file> unless the
 * shell wires it), else a browser file input. Resolves null on cancel; rejects FileTooLargeError over maxBytes.
 */
export async function pickFile(accept: string, maxBytes: number): Promise<File | null> {
  const bridge = nativeBridge();
  const file = bridge?.pickFile ? await bridge.pickFile(accept, maxBytes).then((p) => (p ? fileFromNative(p) : null)) : await pickInBrowser(accept);
  if (file && file.size > maxBytes) throw new FileTooLargeError(maxBytes);
  return file;
}
