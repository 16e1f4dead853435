import { appStatus, patchStatus } from '../../lib/app-status.ts';
import { useStore } from '../../lib/store.ts';
import { t } from '../../lib/i18n/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';

/** SPEC section 8: the "Tips" dialog for a timed-out request. */
export function TipsDialog() {
  const tips = useStore(appStatus, (s) => s.tips);
  if (!tips) return null;
  const close = () => patchStatus({ tips: null });
  return (
    <Modal title={t('tips.title')} closeLabel={t('common.close')} onClose={close}>
      <p>{tips}</p>
      <Button block onClick={close}>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
