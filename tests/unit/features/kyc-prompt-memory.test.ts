// The KYC prompt shows at most once a week per player on a device; a fresh player, or a week later, sees it again.
import { describe, expect, it } from 'vitest';
import { KYC_PROMPT_EVERY_MS, kycPromptDue, rememberKycPrompt } from '../../../src/features/kyc/prompt-memory.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('KYC prompt memory', () => {
  const now = 1_800_000_000_000;
  it('is due for a player never prompted on this device', () => {
    expect(kycPromptDue(7, now, memory())).toBe(true);
  });

  it('stays quiet for a week after it showed, across restarts, then is due again', () => {
    const storage = memory();
    rememberKycPrompt(7, now, storage);
    expect(kycPromptDue(7, now + 1, storage)).toBe(false);
    expect(kycPromptDue(7, now + KYC_PROMPT_EVERY_MS - 1, storage)).toBe(false);
    expect(kycPromptDue(7, now + KYC_PROMPT_EVERY_MS, storage)).toBe(true);
  });

  it('remembers each player apart, and a clock set back does not silence it for ever', () => {
    const storage = memory();
    rememberKycPrompt(7, now, storage);
    expect(kycPromptDue(8, now, storage)).toBe(true);
    expect(kycPromptDue(7, now - 1000, storage)).toBe(true);
  });
});
