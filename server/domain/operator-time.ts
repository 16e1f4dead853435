// How operator commands read a time: `now`, `+<n>m|h|d` from now, or a Manila wall-clock time `YYYY-MM-DDTHH:mm`.
import { MANILA_OFFSET_MS, manilaMinuteText } from '../../contract/manila.ts';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The time in ms, or null when the text is none of the accepted forms. */
export function parseOperatorTime(text: string | undefined, now: number): number | null {
  if (text === undefined) return null;
  if (text === 'now') return now;
  const relative = /^\+(\d{1,5})([mhd])$/.exec(text);
  if (relative) return now + Number(relative[1]) * UNIT_MS[relative[2] as keyof typeof UNIT_MS];
  const wall = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!wall) return null;
  const [, y, mo, d, h, mi] = wall.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - MANILA_OFFSET_MS;
  const back = new Date(ms + MANILA_OFFSET_MS);
  // Rejects dates that do not exist (2026-02-30 would roll over into March).
  return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && h < 24 && mi < 60 ? ms : null;
}

export const formatOperatorTime = (ms: number) => `${manilaMinuteText(ms)} Manila`;
