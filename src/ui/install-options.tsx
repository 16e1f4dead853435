import { useState } from 'react';
import { Download, Share, SquarePlus } from 'lucide-react';
import { isInstalled, isIOS, isNativeShell } from '../lib/device.ts';
import { t } from '../lib/i18n/index.ts';
import { promptInstall, useInstallOffer } from '../lib/install-prompt.ts';
import { Button } from './button.tsx';
import './install-options.css';
import { useConfig } from '../lib/use-config.ts';

/** The operator's Android APK address from config; none while unset, so there is never a dead link. */
export function useApkUrl(): string | null {
  const config = useConfig();
  return config?.apkUrl ?? null;
}

/** The iOS steps: Safari has no install dialog, so the player adds the app from the Share sheet. */
export function IosInstallHint() {
  return (
    <section className="ios-hint" aria-labelledby="ios-hint-title">
      <h2 id="ios-hint-title">{t('download.iosTitle')}</h2>
      <ol>
        <li>
          <Share aria-hidden="true" size={20} />
          <span>{t('download.iosStep1')}</span>
        </li>
        <li>
          <SquarePlus aria-hidden="true" size={20} />
          <span>{t('download.iosStep2')}</span>
        </li>
        <li>
          <span className="ios-hint-num" aria-hidden="true">
            3
          </span>
          <span>{t('download.iosStep3')}</span>
        </li>
      </ol>
    </section>
  );
}

/**
 * What can be installed here: the browser's install dialog (when it offered one), the iOS hint, and the Android APK
 * when the operator set one (never in the Android shell, which is that app). `asked`: the player opened /download.
 */
export function InstallOptions({ asked, onDone }: { asked: boolean; onDone?: () => void }) {
  const offer = useInstallOffer(asked);
  const apkUrl = useApkUrl();
  const [installing, setInstalling] = useState(false);
  const android = !isIOS() && !isNativeShell() && !isInstalled();
  return (
    <div className="install-options">
      {offer === 'ios-hint' && <IosInstallHint />}
      {offer === 'prompt' && (
        <Button
          block
          onClick={() => {
            onDone?.();
            void promptInstall().then((accepted) => setInstalling(accepted));
          }}
        >
          {t('startModal.install')}
        </Button>
      )}
      {installing && <p role="status">{t('download.installedNow')}</p>}
      {android && apkUrl && (
        <>
          <a className="btn btn-secondary btn-block" href={apkUrl} rel="noopener" download>
            <Download aria-hidden="true" size={20} />
            <span>{t('download.apk')}</span>
          </a>
          <p className="muted install-note">{t('download.apkNote')}</p>
        </>
      )}
    </div>
  );
}
