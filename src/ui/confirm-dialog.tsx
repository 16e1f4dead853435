import type { ReactNode } from 'react';
import { t } from '../lib/i18n/index.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before an action a player may tap by mistake: the action, and a way out that changes nothing. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} closeLabel={t('common.close')}>
      <p className="confirm-text">{text}</p>
      <div className="confirm-actions">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
