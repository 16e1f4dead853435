import { useEffect, useState } from 'react';
import type { RoundProof } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { Modal } from '../../ui/modal.tsx';

/** SHA-256 in the browser: the check that the revealed seed is the one committed to is the player's, not ours. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Loaded = { proof: RoundProof; matches: boolean | null } | { error: string };

/** "Verify this round" from the bet records: the round's seeds, checked here, and its outcome in words. */
export function RoundProofSheet({ roundId, onClose }: { roundId: string; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void api.games.proof(roundId).then(async (r) => {
      if (!r.ok) return live && setLoaded({ error: r.msg });
      const matches = r.data.serverSeed ? (await sha256Hex(r.data.serverSeed)) === r.data.serverSeedHash : null;
      if (live) setLoaded({ proof: r.data, matches });
    });
    return () => void (live = false);
  }, [roundId]);
  return (
    <Modal title={t('games.verifyRound')} variant="sheet" onClose={onClose} closeLabel={t('common.close')}>
      <div className="round-proof" data-testid="round-proof">
        {!loaded ? <p className="muted">{t('games.proofLoading')}</p> : 'error' in loaded ? <p role="alert">{loaded.error}</p> : <ProofBody {...loaded} />}
      </div>
    </Modal>
  );
}

function ProofBody({ proof, matches }: { proof: RoundProof; matches: boolean | null }) {
  if (proof.state === 'open') return <p>{t('games.proofOpen')}</p>;
  const settings = Object.entries(proof.params).map(([k, v]) => `${k}: ${v}`);
  return (
    <>
      {matches === null ? (
        <p>{t(proof.live ? 'games.proofLiveHidden' : 'games.proofHidden')}</p>
      ) : (
        <p className={matches ? 'proof-ok' : 'proof-bad'} role="status">
          <strong>{t(matches ? 'games.proofChecksOut' : 'games.proofMismatch')}</strong>
        </p>
      )}
      {proof.words ? (
        <section>
          <h3>{t('games.proofResult')}</h3>
          <p data-testid="proof-words">{proof.words}</p>
        </section>
      ) : null}
      <dl className="proof-seeds">
        <dt>{t('games.proofHash')}</dt>
        <dd>{proof.serverSeedHash}</dd>
        {proof.serverSeed ? (
          <>
            <dt>{t('games.proofServerSeed')}</dt>
            <dd>{proof.serverSeed}</dd>
          </>
        ) : null}
        <dt>{t('games.proofClientSeed')}</dt>
        <dd>{proof.clientSeed}</dd>
        <dt>{t('games.proofNonce')}</dt>
        <dd>{proof.nonce}</dd>
        {settings.length ? (
          <>
            <dt>{t('games.proofSettings')}</dt>
            <dd>{settings.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {proof.live ? <p className="muted">{t('games.proofLiveNote')}</p> : null}
    </>
  );
}
