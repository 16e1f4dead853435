// Which modals are open: one slot for the mutually exclusive auth modals, a queue for the rest (start modals, awards,
// the KYC prompt) whose head only is shown, and the holds (e.g. the unanswered age notice) that keep the queue waiting.
import { createStore, useStore } from './store.ts';

export type AuthModal = 'login' | 'register' | 'forget';

export interface QueuedModal {
  id: string;
  /** Modal kind; the modal host maps it to a registered component (modal-registry.ts). */
  kind: string;
  props?: Record<string, unknown>;
}

interface ModalState {
  auth: AuthModal | null;
  /** After a successful login from a modal, where to go (or what to resume). */
  resume: string | null;
  queue: QueuedModal[];
  /** Reasons the queue waits; while any is held nothing of the queue is shown. */
  holds: string[];
}

export const modalStore = createStore<ModalState>({ auth: null, resume: null, queue: [], holds: [] });

/** Opening one auth modal closes the other: there is one slot. */
export function openAuthModal(kind: AuthModal, resume: string | null = null): void {
  modalStore.set((s) => ({ ...s, auth: kind, resume: resume ?? s.resume }));
}

export function closeAuthModal(): void {
  modalStore.set((s) => ({ ...s, auth: null, resume: null }));
}

/** Adds a modal behind the others; a modal whose id is already queued is not added twice. */
/** The KYC modal's queue id and kind: the KYC prompt and the withdraw form (an amount over the KYC allowance) ask for it. */
export const KYC_MODAL = 'kyc';

/** Queues the KYC modal now (once: a queued one is not added twice). */
export function askForKyc(): void {
  enqueueModal({ id: KYC_MODAL, kind: KYC_MODAL });
}

export function enqueueModal(modal: QueuedModal): void {
  modalStore.set((s) => (s.queue.some((m) => m.id === modal.id) ? s : { ...s, queue: [...s.queue, modal] }));
}

export function dismissModal(id: string): void {
  modalStore.set((s) => ({ ...s, queue: s.queue.filter((m) => m.id !== id) }));
}

/** Empties the queue: the session ended, so a prompt or award queued for that player must not show to the next. */
export function clearQueue(): void {
  modalStore.set((s) => (s.queue.length === 0 ? s : { ...s, queue: [] }));
}

/** Keeps the queue waiting until `releaseQueue(reason)`: something full-screen the player must answer first is open. */
export function holdQueue(reason: string): void {
  modalStore.set((s) => (s.holds.includes(reason) ? s : { ...s, holds: [...s.holds, reason] }));
}

export function releaseQueue(reason: string): void {
  modalStore.set((s) => (s.holds.includes(reason) ? { ...s, holds: s.holds.filter((h) => h !== reason) } : s));
}

/** The modal the host shows now: the queue's head, unless an auth modal is open or the queue is held. */
export function currentModal(state: ModalState): QueuedModal | null {
  if (state.auth !== null || state.holds.length > 0) return null;
  return state.queue[0] ?? null;
}

export function useModals(): ModalState {
  return useStore(modalStore);
}

/** The open auth modal: what the root reads, so that queueing a modal does not draw the whole app again. */
export const useAuthModal = (): AuthModal | null => useStore(modalStore, (s) => s.auth);

/** Whether any modal is open or waiting to open. */
export const useAnyModal = (): boolean => useStore(modalStore, (s) => s.auth !== null || s.queue.length > 0);
