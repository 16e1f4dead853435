import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import { RewardRecordList } from './reward-record-list.tsx';

/** /reward/record: the award log on its own page, with a back control. */
export function RewardRecordScreen() {
  const goBack = useGoBack();
  return (
    <div className="page">
      <TopBar title={t('bonus.recordTitle')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        <RewardRecordList resume="/reward/record" />
      </div>
    </div>
  );
}
