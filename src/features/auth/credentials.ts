// The browser's credential manager (Credential Management API) keeps account passwords; the app never stores one itself.

interface PasswordCredentialLike {
  type: 'password';
  id: string;
  password?: string;
}

type PasswordCredentialCtor = new (data: { id: string; password: string; name?: string }) => Credential;

function passwordCredentialCtor(): PasswordCredentialCtor | null {
  const ctor = (globalThis as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  return typeof ctor === 'function' && typeof navigator !== 'undefined' && 'credentials' in navigator ? ctor : null;
}

/** Offers the browser to save the account and password after a successful password login. */
export async function storePasswordCredential(account: string, password: string): Promise<void> {
  const Ctor = passwordCredentialCtor();
  if (!Ctor) return;
  try {
    await navigator.credentials.store(new Ctor({ id: account, password, name: account }));
  } catch {
    // The player declined, or the browser refused: nothing to do.
  }
}

/** The account and password the browser holds for this site, if it hands one over without a prompt the player did not ask for. */
export async function readPasswordCredential(): Promise<{ account: string; password: string } | null> {
  if (!passwordCredentialCtor()) return null;
  try {
    const credential = (await navigator.credentials.get({
      password: true,
      mediation: 'optional',
    } as CredentialRequestOptions)) as PasswordCredentialLike | null;
    if (credential?.type !== 'password' || !credential.password) return null;
    return { account: credential.id, password: credential.password };
  } catch {
    return null;
  }
}
