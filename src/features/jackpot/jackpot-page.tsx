// /activity/jackpot: the lucky jackpot as a page with a back button (no navbar).
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import { JackpotPanel } from './jackpot-panel.tsx';

export function JackpotPage() {
  const goBack = useGoBack();
  return (
    <div className="jp-page">
      <TopBar title={t('jackpot.title')} backLabel={t('common.back')} onBack={goBack} />
      <JackpotPanel resume="/activity/jackpot" />
    </div>
  );
}
