// When the KYC prompt last showed, per player, kept on the device: a player sees it at most once a week, and
// "Later" lasts that week across cold starts and logins instead of one browser session.
export const KYC_PROMPT_EVERY_MS = 7 * 24 * 60 * 60 * 1000;
const key = (userId: number) => `pisowin.kycPromptAt.${userId}`;

export function kycPromptDue(userId: number, now = Date.now(), storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  const at = Number(storage.getItem(key(userId)));
  return !Number.isFinite(at) || at <= 0 || now - at >= KYC_PROMPT_EVERY_MS || at > now;
}

export function rememberKycPrompt(userId: number, now = Date.now(), storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(key(userId), String(now));
  } catch {
    // Storage full or blocked: the prompt may show again, which is harmless.
  }
}
