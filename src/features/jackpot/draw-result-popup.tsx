// The popup after the grid lands on a prize: what was won, and OK.
import type { DrawResult } from '../../../contract/calls/jackpot.ts';
import { describeProp } from '../../../contract/props.ts';
import { t } from '../../lib/i18n/index.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { prizeText } from './use-jackpot.ts';

export function DrawResultPopup({ result, onClose }: { result: DrawResult; onClose: () => void }) {
  return (
    <Modal title={t('jackpot.result.title')} closeLabel={t('common.close')} onClose={onClose}>
      <div className="jp-result">
        <PropIcon kind={describeProp(result.propId).kind} size="1.4rem" />
        <p className="jp-result-prize">{prizeText(result.propId, result.count)}</p>
        <Button block onClick={onClose}>
          {t('jackpot.result.ok')}
        </Button>
      </div>
    </Modal>
  );
}
