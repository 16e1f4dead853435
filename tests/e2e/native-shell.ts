// A fake Android shell for e2e: the PisoWinApp user agent plus a window.PisoWinNative bridge that records calls.
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const SHELL_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 PisoWinApp/1.0';

/** A phone-sized context that looks like the shell; `bridge` also injects the fake bridge before any page script. */
export async function shellContext(browser: Browser, { bridge = true }: { bridge?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ userAgent: SHELL_USER_AGENT, viewport: { width: 390, height: 844 } });
  if (bridge)
    await context.addInitScript(() => {
      const calls: Array<{ method: string; args: unknown[] }> = [];
      Object.assign(window, {
        __nativeCalls: calls,
        PisoWinNative: {
          openExternal: (url: string) => calls.push({ method: 'openExternal', args: [url] }),
          pickFile: async (accept: string, maxBytes: number) => {
            calls.push({ method: 'pickFile', args: [accept, maxBytes] });
            return { name: 'id.png', type: 'image/png', base64: btoa('png') };
          },
          exitApp: () => calls.push({ method: 'exitApp', args: [] }),
        },
      });
    });
  return context;
}

export const nativeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __nativeCalls: Array<{ method: string; args: unknown[] }> }).__nativeCalls);
