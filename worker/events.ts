// What the worker tells the UI without being asked (SPEC section 8), through the one Comlink-proxied listener.

export type WorkerEvent =
  /** A login-required call got a 401: the worker has already cleared the token and user tables; the UI navigates to login. */
  | { type: 'session-expired' }
  /** preLogin said the token is no longer valid: the session is cleared like above, but the UI stays where it is. */
  | { type: 'session-reset' }
  /** A call got no answer in time (never sent for the heartbeat): the UI shows the "Tips" dialog. */
  | { type: 'timeout'; call: string }
  /** A call was refused because the product is in maintenance: the UI goes to /maintenance. */
  | { type: 'maintenance'; message: string };

export type WorkerListener = (event: WorkerEvent) => void;

/** Inside the worker an emitter may be async, so a caller can wait until the event's local effects are done. */
export type Emit = (event: WorkerEvent) => void | Promise<void>;
