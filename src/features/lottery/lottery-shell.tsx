// The frame of every lottery page: the top bar with back, the lottery's links, and the page's content.
import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import { useLotteryInfo } from './use-lottery.ts';
import { LotteryNav } from './lottery-nav.tsx';
import './lottery.css';

export function LotteryShell({ title, children }: { title: MessageKey; children: ReactNode }) {
  const goBack = useGoBack();
  const info = useLotteryInfo();
  return (
    <div className="page lt-page">
      <TopBar title={t(title)} backLabel={t('common.back')} onBack={goBack} />
      <LotteryNav orderDot={(info?.unclaimedProducts ?? 0) > 0} />
      <div className="page-body lt-body">{children}</div>
    </div>
  );
}
