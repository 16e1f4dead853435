// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHeartbeatGame, startHeartbeat } from '../../../src/lib/heartbeat.ts';

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => vi.useRealTimers());

  it('beats every 60 s while visible and a token exists, with the current game id', () => {
    const beat = vi.fn();
    const stop = startHeartbeat(beat, () => true);
    vi.advanceTimersByTime(59_999);
    expect(beat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledWith(0);
    setHeartbeatGame(7);
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenLastCalledWith(7);
    setHeartbeatGame(0);
    stop();
  });

  it('pauses while the page is hidden and resumes when it is shown', () => {
    const beat = vi.fn();
    const stop = startHeartbeat(beat, () => true);
    setVisibility('hidden');
    vi.advanceTimersByTime(180_000);
    expect(beat).not.toHaveBeenCalled();
    setVisibility('visible');
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not beat without a token', () => {
    const beat = vi.fn();
    const stop = startHeartbeat(beat, () => false);
    vi.advanceTimersByTime(300_000);
    expect(beat).not.toHaveBeenCalled();
    stop();
  });
});
