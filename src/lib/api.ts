// The one Comlink wrap of the API worker; the worker starts on first use, so importing this module starts nothing.
import { proxy, wrap, type ProxyMarked, type Remote } from 'comlink';
import type { WorkerApi, WorkerListener } from '../../worker/api.ts';
import { APP_MESSAGE_KEYS } from '../../contract/app-messages.ts';
import { t, validationText, type MessageKey } from './i18n/index.ts';

let remote: Remote<WorkerApi> | null = null;

function connect(): Remote<WorkerApi> {
  remote ??= wrap<WorkerApi>(new Worker(new URL('../../worker/api.worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}

const APP_KEYS: ReadonlyMap<string, MessageKey> = new Map(Object.entries(APP_MESSAGE_KEYS));

/**
 * A failure the worker words itself (no connection, a time-out, an unreadable answer, a request its contract refuses)
 * in the player's language; the server's own messages already come in it (the locale cookie), and anything else
 * passes as it is. A refused request's msg is the contract rule's text, worded by the language's validation table.
 */
export function inPlayersLanguage<T>(value: T): T {
  if (typeof value !== 'object' || value === null || !('ok' in value) || value.ok !== false || !('msg' in value)) return value;
  if (typeof value.msg !== 'string') return value;
  const key = APP_KEYS.get(value.msg);
  if (key) return { ...value, msg: t(key) };
  if (!('reason' in value) || value.reason !== 'invalid') return value;
  const msg = validationText(value.msg);
  return msg === value.msg ? value : { ...value, msg };
}

/** A path of the remote API (`api.wallet.load`) whose call answers in the player's language. */
function speaking(path: (root: Remote<WorkerApi>) => unknown): unknown {
  return new Proxy(function remoteCall() {}, {
    get(_target, prop) {
      // `then` is asked by `await`: a path is not a value, and answering it must not start the worker.
      if (prop === 'then') return undefined;
      if (typeof prop === 'symbol') return Reflect.get(path(connect()) as object, prop);
      return speaking((root) => (path(root) as Record<string, unknown>)[prop]);
    },
    apply(_target, _this, args: unknown[]) {
      return Promise.resolve((path(connect()) as (...a: unknown[]) => unknown)(...args)).then(inPlayersLanguage);
    },
  });
}

/** `api.session.login(...)`, `api.startUp.preLogin(...)`: every method answers a Promise of a Result. */
export const api: Remote<WorkerApi> = new Proxy({} as Remote<WorkerApi>, {
  get(_target, prop) {
    // `then` and symbols are asked by `await`, test runners and devtools; answering them must not start the worker.
    if (typeof prop === 'symbol' || prop === 'then') return undefined;
    return speaking((root) => Reflect.get(root, prop));
  },
});

/** Wraps the UI's listener so the worker can call it back: `api.init(opts, listen(onEvent))`. */
export function listen(fn: WorkerListener): WorkerListener & ProxyMarked {
  return proxy(fn);
}
