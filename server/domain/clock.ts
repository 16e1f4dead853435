// The server's notion of "now" in epoch ms. Injected so tests can move time across expiry and rate windows.

export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
