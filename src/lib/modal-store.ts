// Which modals are open: one slot for the mutually exclusive auth modals, and a queue for the rest (start modals, awards).
import { createStore, useStore } from './store.ts';

export type AuthModal = 'login' | 'register' | 'forget';

export interface QueuedModal {
  id: string;
  /** Modal kind; the modal host maps it to a component. */
  kind: string;
  props?: Record<string, unknown>;
}

interface ModalState {
  auth: AuthModal | null;
  /** After a successful login from a modal, where to go (or what to resume). */
  resume: string | null;
  queue: QueuedModal[];
}

export const modalStore = createStore<ModalState>({ auth: null, resume: null, queue: [] });

/** Opening one auth modal closes the other: there is one slot. */
export function openAuthModal(kind: AuthModal, resume: string | null = null): void {
  modalStore.set((s) => ({ ...s, auth: kind, resume: resume ?? s.resume }));
}

export function closeAuthModal(): void {
  modalStore.set((s) => ({ ...s, auth: null, resume: null }));
}

export function enqueueModal(modal: QueuedModal): void {
  modalStore.set((s) => (s.queue.some((m) => m.id === modal.id) ? s : { ...s, queue: [...s.queue, modal] }));
}

export function dismissModal(id: string): void {
  modalStore.set((s) => ({ ...s, queue: s.queue.filter((m) => m.id !== id) }));
}

export function useModals(): ModalState {
  return useStore(modalStore);
}
