import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

/** The notice start modal: the operator's text from its activity row (`rules`), paragraph by paragraph. */
export function NoticeModal({ onClose, activityId }: { onClose(): void; activityId?: unknown }) {
  const activity = useLiveQuery(async () => (typeof activityId === 'number' ? ((await db.activities.get(activityId)) ?? null) : null), [activityId]);
  const text = activity?.rules?.trim() ?? '';
  const found = activity !== undefined && activity !== null;
  const missing = activity === null;
  // A notice without text (or whose activity ended meanwhile) says nothing: it closes rather than show an empty box.
  useEffect(() => {
    if (missing || (found && text === '')) onClose();
  }, [missing, found, text, onClose]);
  if (!activity || text === '') return null;
  return (
    <Modal title={activity.name || t('startModal.noticeTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <div className="notice-text">
        {text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <div className="m-actions">
        <Button block onClick={onClose}>
          {t('startModal.gotIt')}
        </Button>
      </div>
    </Modal>
  );
}
