// A held card's scratch surface: a canvas cover over the prize, cleared with touch, pen or mouse (pointer events).
// The first stroke (or "Reveal all") asks the server to reveal the card; the prize shows once about half of the cover
// is cleared, and its awards then go to the award modal through the one modal queue. The prize was paid at purchase.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Award } from '../../../contract/entities.ts';
import type { ScratchCard } from '../../../contract/calls/scratch.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { showAwards } from '../../lib/show-awards.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { isHalfCleared, sampleAlpha } from './cleared.ts';
import { revealText } from './prize-text.ts';

const BRUSH = 34;
/** Strokes between cover checks while the pointer moves (the check reads the canvas back). */
const CHECK_EVERY = 12;

function paintCover(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width, height } = canvas;
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#b8bcc6');
  gradient.addColorStop(0.5, '#e4e6ec');
  gradient.addColorStop(1, '#9ea3ae');
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#5b606b';
  ctx.font = `700 ${Math.round(height / 7)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(t('scratch.cover'), width / 2, height / 2);
}

export function ScratchSurface({ card, onDone }: { card: ScratchCard; onDone: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const moves = useRef(0);
  const [awards, setAwards] = useState<Award[] | null>(card.awards);
  const [revealed, setRevealed] = useState(false);
  const reveal = useAction();
  const asked = useRef(false);
  const shown = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    paintCover(canvas);
  }, []);

  const ask = useCallback(async () => {
    if (asked.current) return;
    asked.current = true;
    const result = await reveal.run(() => api.scratch.scratch(card.id));
    if (result?.ok) setAwards(result.data.awards);
    else asked.current = false;
  }, [card.id, reveal]);

  // The award modal once both are true: the prize is known and the cover is (half) gone.
  useEffect(() => {
    if (!revealed || awards === null || shown.current) return;
    shown.current = true;
    showAwards(awards);
  }, [revealed, awards]);

  function pointAt(event: React.PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * canvas.width) / box.width, y: ((event.clientY - box.top) * canvas.height) / box.height };
  }

  function stroke(canvas: HTMLCanvasElement, to: { x: number; y: number }) {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const from = last.current ?? to;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = (BRUSH * canvas.width) / canvas.clientWidth;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x + 0.01, to.y);
    ctx.stroke();
    last.current = to;
  }

  function checkCleared(canvas: HTMLCanvasElement) {
    const ctx = canvas.getContext('2d');
    if (!ctx || revealed) return;
    if (isHalfCleared(sampleAlpha(ctx.getImageData(0, 0, canvas.width, canvas.height).data))) revealAll();
  }

  function revealAll() {
    void ask();
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setRevealed(true);
  }

  const onDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (revealed) return;
    void ask();
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = null;
    stroke(event.currentTarget, pointAt(event));
  };
  const onMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (revealed || last.current === null) return;
    stroke(event.currentTarget, pointAt(event));
    moves.current += 1;
    if (moves.current % CHECK_EVERY === 0) checkCleared(event.currentTarget);
  };
  const onUp = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (last.current === null) return;
    last.current = null;
    checkCleared(event.currentTarget);
  };

  const diamondValue = useLiveQuery(async () => (await getKv('scratchInfo'))?.diamondValue ?? 0, [], 0);
  const said = awards === null ? null : revealText(awards, card.diamonds, diamondValue);
  return (
    <section className="scratch-open" aria-labelledby="scratch-open-title">
      <h2 id="scratch-open-title">{card.kindName}</h2>
      <div className={`scratch-surface${revealed ? ' is-revealed' : ''}`}>
        <div className="scratch-prize" aria-live="polite" data-testid="scratch-prize">
          {awards === null ? (
            <span className="muted">{reveal.busy ? t('scratch.revealing') : ''}</span>
          ) : (
            revealed && said && <strong className={said.win ? 'scratch-win' : undefined}>{said.text}</strong>
          )}
        </div>
        {!revealed && (
          <canvas
            ref={canvasRef}
            className="scratch-canvas"
            role="img"
            aria-label={t('scratch.surfaceLabel', { name: card.kindName })}
            data-testid="scratch-canvas"
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
          />
        )}
      </div>
      <FormError message={reveal.error} />
      {revealed && awards !== null && awards.length > 0 && <p className="muted">{t('scratch.paid')}</p>}
      {revealed && awards === null ? (
        <Button block busy={reveal.busy} onClick={() => void ask()}>
          {t('scratch.revealAll')}
        </Button>
      ) : revealed ? (
        <Button block onClick={onDone}>
          {t('scratch.backToCards')}
        </Button>
      ) : (
        <Button block variant="secondary" onClick={revealAll}>
          {t('scratch.revealAll')}
        </Button>
      )}
    </section>
  );
}
