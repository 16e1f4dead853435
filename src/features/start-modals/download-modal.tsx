import { useCallback, useEffect } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { rememberInstallDismissed, useInstallOffer } from '../../lib/install-prompt.ts';
import { Button } from '../../ui/button.tsx';
import { InstallOptions } from '../../ui/install-options.tsx';
import { Modal } from '../../ui/modal.tsx';

/**
 * The download start modal: the browser's install dialog, or on iOS the "Add to Home Screen" steps, plus the Android
 * APK when the operator set one. Offered once: closing it or "Not now" is remembered, and only /download offers again.
 */
export function DownloadModal({ onClose }: { onClose(): void }) {
  const offer = useInstallOffer(false);
  const dismiss = useCallback(() => {
    rememberInstallDismissed();
    onClose();
  }, [onClose]);
  // The offer went away (installed from the browser menu meanwhile): nothing left to offer.
  useEffect(() => {
    if (offer === 'none') onClose();
  }, [offer, onClose]);
  if (offer === 'none') return null;
  return (
    <Modal title={t('startModal.downloadTitle')} closeLabel={t('common.close')} onClose={dismiss} variant="sheet">
      <div className="download-head">
        <img src="/icons/icon-192.png" alt="" width={56} height={56} />
        <p>{t('startModal.downloadText')}</p>
      </div>
      <div className="m-actions">
        <InstallOptions asked={false} onDone={onClose} />
        <Button variant="ghost" block onClick={dismiss}>
          {t('startModal.notNow')}
        </Button>
      </div>
    </Modal>
  );
}
