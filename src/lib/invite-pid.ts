// The inviter an invite link names (`?pid=N` on any route), kept on the device until this device registers: the
// friend may look around, open the register modal later or reload, and every register path still sends it.
const KEY = 'pisowin.invitePid';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const local = (): Store | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

/** Remembers a valid `pid` of the query string; a later link replaces an earlier one. */
export function rememberInvitePid(search: string, store: Store | null = local()): void {
  const raw = new URLSearchParams(search).get('pid');
  if (!raw || !/^[1-9]\d{0,12}$/.test(raw)) return;
  try {
    store?.setItem(KEY, raw);
  } catch {
    // Storage blocked (private mode): the link still works for this page's register form.
  }
}

/** The remembered inviter id, 0 when none (the register calls' default). */
export function invitePid(store: Store | null = local()): number {
  try {
    const raw = store?.getItem(KEY);
    return raw && /^[1-9]\d{0,12}$/.test(raw) ? Number(raw) : 0;
  } catch {
    return 0;
  }
}

/** Once registered, the device forgets the inviter: a second account made here later is not invited by it. */
export function forgetInvitePid(store: Store | null = local()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
