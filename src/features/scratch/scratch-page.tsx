// /diamonds/scratch: the diamonds held, the kinds on sale (price, payback, prize table, buy), the cards waiting to be
// scratched, and the rules. Opening a card swaps the list for its scratch surface. Readable offline from what was kept.
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { ScratchCard, ScratchInfo } from '../../../contract/calls/scratch.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { KindCard } from './kind-card.tsx';
import { ScratchSurface } from './scratch-surface.tsx';
import './scratch.css';

const loads = [() => api.scratch.load()];

function HeldCards({ cards, onOpen }: { cards: ScratchCard[]; onOpen: (card: ScratchCard) => void }) {
  return (
    <section className="scratch-block" aria-labelledby="scratch-held-title">
      <h2 id="scratch-held-title">{t('scratch.heldTitle')}</h2>
      {cards.length === 0 ? (
        <p className="muted">{t('scratch.noHeld')}</p>
      ) : (
        <ul className="scratch-held">
          {cards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                className="scratch-ticket"
                data-testid="scratch-ticket"
                aria-label={t('scratch.open', { name: card.kindName, date: formatDateTime(card.boughtAt) })}
                onClick={() => onOpen(card)}
              >
                <span className="scratch-ticket-name">{card.kindName}</span>
                <span className="scratch-ticket-date">{card.diamonds === 0 ? t('scratch.gift') : formatDateTime(card.boughtAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Shop({ info, onOpen }: { info: ScratchInfo; onOpen: (card: ScratchCard) => void }) {
  const [bought, setBought] = useState<number | null>(null);
  return (
    <>
      <p className="scratch-diamonds" data-testid="scratch-diamonds">
        <span>{t('scratch.diamondsHeld')}</span>
        <strong>{t('scratch.diamondCount', { n: info.diamonds })}</strong>
      </p>
      <section className="scratch-block" aria-labelledby="scratch-kinds-title">
        <h2 id="scratch-kinds-title">{t('scratch.kindsTitle')}</h2>
        {info.kinds.length === 0 && <p className="muted">{t('scratch.noKinds')}</p>}
        {info.kinds.map((kind) => (
          <KindCard key={kind.id} kind={kind} held={info.diamonds} onBought={setBought} />
        ))}
        {bought !== null && (
          <p className="scratch-bought" role="status">
            {t('scratch.bought', { n: bought })}
          </p>
        )}
      </section>
      <HeldCards cards={info.unscratched} onOpen={onOpen} />
    </>
  );
}

export function ScratchPage() {
  const goBack = useGoBack();
  const info = useLiveQuery(() => getKv('scratchInfo'), [], null);
  const loadError = useRefresh(true, loads);
  const [open, setOpen] = useState<ScratchCard | null>(null);
  const right = (
    <Link to="/diamonds/scratch/record" className="top-bar-link">
      {t('scratch.recordLink')}
    </Link>
  );

  return (
    <div className="page scratch">
      <TopBar title={t('scratch.title')} backLabel={t('common.back')} onBack={open ? () => setOpen(null) : goBack} right={right} />
      <div className="page-body">
        {open ? (
          <ScratchSurface key={open.id} card={open} onDone={() => setOpen(null)} />
        ) : (
          <>
            {loadError && !info && <FormError message={loadError} />}
            {info ? <Shop info={info} onOpen={setOpen} /> : !loadError && <Skeleton height="3rem" />}
            <section className="scratch-block scratch-rules" aria-labelledby="scratch-rules-title">
              <h2 id="scratch-rules-title">{t('scratch.rulesTitle')}</h2>
              <ul>
                <li>{t('scratch.rule1')}</li>
                <li>{t('scratch.rule2')}</li>
                <li>{t('scratch.rule3')}</li>
                <li>{t('scratch.rule4')}</li>
                <li>{t('scratch.rule5')}</li>
              </ul>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
