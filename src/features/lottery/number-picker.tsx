// The 6-of-42 picker: 42 toggle buttons (44 px targets), quick pick, clear. A seventh tap is ignored, with a hint.
import { LOTTO_MAX, LOTTO_PICK } from '../../../contract/lottery.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';

const ALL = Array.from({ length: LOTTO_MAX }, (_, i) => i + 1);

/** Six different numbers at random (the browser's crypto source: nothing to predict, nothing to tune). */
export function quickPick(): number[] {
  const pool = [...ALL];
  const picked: number[] = [];
  const random = new Uint32Array(LOTTO_PICK);
  crypto.getRandomValues(random);
  for (const r of random) picked.push(pool.splice(r % pool.length, 1)[0]!);
  return picked.sort((a, b) => a - b);
}

export function NumberPicker({ picked, onChange }: { picked: number[]; onChange: (next: number[]) => void }) {
  const toggle = (n: number) => {
    if (picked.includes(n)) onChange(picked.filter((p) => p !== n));
    else if (picked.length < LOTTO_PICK) onChange([...picked, n].sort((a, b) => a - b));
  };
  return (
    <fieldset className="lt-picker">
      <legend>{t('lottery.pickLegend', { n: picked.length })}</legend>
      <div className="lt-grid">
        {ALL.map((n) => (
          <button
            key={n}
            type="button"
            className="lt-num"
            aria-pressed={picked.includes(n)}
            disabled={!picked.includes(n) && picked.length >= LOTTO_PICK}
            onClick={() => toggle(n)}
          >
            {String(n).padStart(2, '0')}
          </button>
        ))}
      </div>
      <div className="lt-row">
        <Button variant="secondary" onClick={() => onChange(quickPick())}>
          {t('lottery.quickPick')}
        </Button>
        <Button variant="ghost" onClick={() => onChange([])} disabled={picked.length === 0}>
          {t('lottery.clear')}
        </Button>
      </div>
    </fieldset>
  );
}
