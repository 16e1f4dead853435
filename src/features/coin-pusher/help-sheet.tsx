import type { CoinPusherInfo } from '../../../contract/calls/coin-pusher.ts';
import { t } from '../../lib/i18n/index.ts';
import { Modal } from '../../ui/modal.tsx';

const percent = (weight: number, total: number) => `${((weight * 100) / total).toFixed(2)}%`;

/** The rules and the published table: each outcome's exact chance and pay, and the return computed from them. */
export function PusherHelp({ info, onClose }: { info: CoinPusherInfo; onClose: () => void }) {
  return (
    <Modal title={t('pusher.helpTitle')} variant="sheet" onClose={onClose} closeLabel={t('common.close')}>
      <div className="pusher-help">
        <ul>
          <li>{t('pusher.rule1')}</li>
          <li>{t('pusher.rule2')}</li>
          <li>{t('pusher.rule3')}</li>
          <li>{t('pusher.rule4')}</li>
          <li>{t('pusher.rule5')}</li>
        </ul>
        <table className="pusher-table">
          <caption>{t('pusher.tableCaption', { rtp: (info.rtpBasisPoints / 100).toFixed(2) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pusher.colFell')}</th>
              <th scope="col">{t('pusher.colPays')}</th>
              <th scope="col">{t('pusher.colChance')}</th>
            </tr>
          </thead>
          <tbody>
            {info.table.map((row) => (
              <tr key={row.coins}>
                <td>{row.bonus ? t('pusher.bonusRow', { n: row.coins }) : row.coins}</td>
                <td>{t('pusher.times', { n: row.coins })}</td>
                <td>{percent(row.weight, info.totalWeight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
