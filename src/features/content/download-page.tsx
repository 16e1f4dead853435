import { isInstalled, isIOS, isNativeShell } from '../../lib/device.ts';
import { t } from '../../lib/i18n/index.ts';
import { useInstallOffer } from '../../lib/install-prompt.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { InstallOptions, useApkUrl } from '../../ui/install-options.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import './content.css';

/** /download: installing PisoWin here (browser install dialog or iOS hint) and the Android APK when there is one. */
export function DownloadPage() {
  const goBack = useGoBack();
  const offer = useInstallOffer(true);
  const apkUrl = useApkUrl();
  const installed = isInstalled() || isNativeShell();
  const android = !installed && !isIOS();
  return (
    <div className="page">
      <TopBar title={t('download.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body download-page">
        <div className="download-head">
          <img src="/icons/icon-192.png" alt="" width={56} height={56} />
          <p>{installed ? t('download.installed') : t('download.intro')}</p>
        </div>
        {!installed && <InstallOptions asked />}
        {/* Honest when nothing can be offered: where the browser keeps its own install item. */}
        {android && offer === 'none' && !apkUrl && <p className="muted">{t('download.noOffer')}</p>}
      </div>
    </div>
  );
}
