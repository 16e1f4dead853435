import { createElement, Suspense, useCallback, useEffect } from 'react';
import { modalComponent } from '../../lib/modal-registry.ts';
import { currentModal, dismissModal, useModals, type QueuedModal } from '../../lib/modal-store.ts';

/**
 * The one place queued modals are drawn (mounted once in the root route): the head of the queue only, so modals never
 * stack. It waits while an auth modal is open or the queue is held (the age notice). A kind nobody registered is
 * dropped rather than left to block the queue.
 */
export function ModalHost() {
  const modal = currentModal(useModals());
  if (!modal) return null;
  return <QueuedModalView key={modal.id} modal={modal} />;
}

function QueuedModalView({ modal }: { modal: QueuedModal }) {
  const Component = modalComponent(modal.kind);
  const close = useCallback(() => dismissModal(modal.id), [modal.id]);
  useEffect(() => {
    if (!Component) close();
  }, [Component, close]);
  if (!Component) return null;
  // The registry's components are made once at start-up, not during render: createElement draws the one looked up.
  return <Suspense fallback={null}>{createElement(Component, { ...modal.props, onClose: close })}</Suspense>;
}
