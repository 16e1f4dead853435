import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { focusAfterPaint } from './focus-after-paint.ts';

interface ModalProps {
  title: string;
  onClose?: () => void;
  closeLabel: string;
  children: ReactNode;
  /** 'sheet' slides up from the bottom (pickers, notices); 'card' is centred. */
  variant?: 'card' | 'sheet';
}

/**
 * Where focus goes when a dialog opens: its first field or button, else the dialog itself, which announces its title.
 * Never a link: the router takes a link's focus as the intent to open it and loads that screen's code at once, so a
 * start modal offering "Deposit now" loaded the whole wallet while the app was still starting.
 */
function firstFocus(dialog: HTMLElement): HTMLElement {
  return dialog.querySelector<HTMLElement>('.modal-body :is(input, select, textarea, button)') ?? dialog;
}

/** A dialog with a labelled title, a close control, Escape to close, and focus moved inside. */
export function Modal({ title, onClose, closeLabel, children, variant = 'card' }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const cancelFocus = focusAfterPaint(() => ref.current && firstFocus(ref.current));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && onClose) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKey);
      previous?.focus?.({ preventScroll: true });
    };
  }, [onClose]);
  return (
    <div className={`modal-backdrop modal-${variant}`} onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="icon-btn modal-close" aria-label={closeLabel} onClick={onClose}>
              <X aria-hidden="true" size={20} />
            </button>
          )}
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
