// Whether the server was out of reach a moment ago, held in worker memory. While it is, read calls answer "no
// connection" at once instead of every navigation sending preLogin, appTheme and the rest (each with its retries) into a
// dead connection. The gate opens again on the browser's online event, on any answer from the server (a write is never
// held back, and its answer proves the way is open), or for one probe once a wait that grows while the connection stays
// down is over, for networks whose online event never comes (a captive portal, a phone that says it is online).

/** The first wait before a probe; each failed probe doubles it up to the cap. */
export const PROBE_FIRST_MS = 5_000;
export const PROBE_MAX_MS = 60_000;

export interface OfflineGate {
  /** Whether a read may go out now. Once the wait is over it lets one probe through and starts the next wait. */
  allows(): boolean;
  /** A call got no answer at all. */
  unreachable(): void;
  /** The server answered (any status), or the browser reports the connection back. */
  reachable(): void;
}

export function createOfflineGate(now: () => number = Date.now): OfflineGate {
  // null while open; otherwise when the next probe may go.
  let closedUntil: number | null = null;
  let wait = PROBE_FIRST_MS;
  // Whether the call let through as a probe is still out: only its failure makes the next wait longer. Calls that were
  // already on their way when the connection dropped fail one after another; counted as probes, a burst of them
  // would push the wait to its cap at once, and a phone would sit a minute on old data after a short server outage.
  let probeOut = false;
  return {
    allows() {
      if (closedUntil === null) return true;
      if (now() < closedUntil) return false;
      closedUntil = now() + wait;
      probeOut = true;
      return true;
    },
    unreachable() {
      if (closedUntil === null) {
        wait = PROBE_FIRST_MS;
        closedUntil = now() + wait;
      } else if (probeOut) {
        probeOut = false;
        wait = Math.min(wait * 2, PROBE_MAX_MS);
        closedUntil = now() + wait;
      }
    },
    reachable() {
      closedUntil = null;
      wait = PROBE_FIRST_MS;
      probeOut = false;
    },
  };
}
