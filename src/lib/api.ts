// The one Comlink wrap of the API worker; the worker starts on first use, so importing this module starts nothing.
import { proxy, wrap, type ProxyMarked, type Remote } from 'comlink';
import type { WorkerApi, WorkerListener } from '../../worker/api.ts';

let remote: Remote<WorkerApi> | null = null;

function connect(): Remote<WorkerApi> {
  remote ??= wrap<WorkerApi>(new Worker(new URL('../../worker/api.worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}

/** `api.session.login(...)`, `api.startUp.preLogin(...)`: every method answers a Promise of a Result. */
export const api: Remote<WorkerApi> = new Proxy({} as Remote<WorkerApi>, {
  get(_target, prop) {
    // `then` and symbols are asked by `await`, test runners and devtools; answering them must not start the worker.
    if (typeof prop === 'symbol' || prop === 'then') return undefined;
    return Reflect.get(connect(), prop);
  },
});

/** Wraps the UI's listener so the worker can call it back: `api.init(opts, listen(onEvent))`. */
export function listen(fn: WorkerListener): WorkerListener & ProxyMarked {
  return proxy(fn);
}
