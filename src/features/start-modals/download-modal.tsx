import { useEffect } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { promptInstall, useCanInstall } from '../../lib/install-prompt.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

/** The download start modal: offers the browser's own install of the PWA (there is no APK to download). */
export function DownloadModal({ onClose }: { onClose(): void }) {
  const canInstall = useCanInstall();
  // The offer went away (installed from the browser menu meanwhile): nothing left to offer.
  useEffect(() => {
    if (!canInstall) onClose();
  }, [canInstall, onClose]);
  if (!canInstall) return null;
  return (
    <Modal title={t('startModal.downloadTitle')} closeLabel={t('common.close')} onClose={onClose} variant="sheet">
      <div className="download-head">
        <img src="/icons/icon-192.png" alt="" width={56} height={56} />
        <p>{t('startModal.downloadText')}</p>
      </div>
      <div className="m-actions">
        <Button
          block
          onClick={() => {
            onClose();
            void promptInstall();
          }}
        >
          {t('startModal.install')}
        </Button>
        <Button variant="ghost" block onClick={onClose}>
          {t('startModal.notNow')}
        </Button>
      </div>
    </Modal>
  );
}
