import { useRouter } from '@tanstack/react-router';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import './red-blue.css';

const RULES: MessageKey[] = ['pk.rule1', 'pk.rule2', 'pk.rule3', 'pk.rule4', 'pk.rule5', 'pk.rule6', 'pk.rule7'];

/** /activity/redpkblue/rule: the rules the server applies when it counts and settles a round. */
export function RedBlueRulePage() {
  const router = useRouter();
  return (
    <div className="page pk">
      <TopBar title={t('pk.rulesTitle')} backLabel={t('common.back')} onBack={() => router.history.back()} />
      <div className="page-body">
        <ol className="pk-rules pk-card">
          {RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
