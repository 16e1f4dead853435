// The lucky jackpot modal (opened by the floating button): the same panel as the page, in a card with a close control.
import { t } from '../../lib/i18n/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { JackpotPanel } from './jackpot-panel.tsx';

export function LuckyJackpotModal({ onClose, resume }: { onClose: () => void; resume: string }) {
  return (
    <Modal title={t('jackpot.title')} closeLabel={t('common.close')} onClose={onClose}>
      <JackpotPanel resume={resume} />
    </Modal>
  );
}
