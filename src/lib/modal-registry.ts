// Which component draws each modal kind of the queue; filled once at start-up (src/routes/-modals/registrations.ts).
import type { ComponentType } from 'react';

/** Every queued modal gets `onClose` (which dismisses it) and the props it was queued with. */
export interface ModalProps {
  onClose(): void;
  [prop: string]: unknown;
}

export type ModalComponent = ComponentType<ModalProps>;

const components = new Map<string, ModalComponent>();
const startKinds = new Set<string>();

export function registerModal(kind: string, component: ModalComponent): void {
  components.set(kind, component);
}

/** A start modal kind (contract/activities.ts START_MODAL_KINDS); one with no registered component is skipped. */
export function registerStartModal(kind: string, component: ModalComponent): void {
  registerModal(kind, component);
  startKinds.add(kind);
}

export const modalComponent = (kind: string): ModalComponent | undefined => components.get(kind);

export const hasStartModal = (kind: string): boolean => startKinds.has(kind);

/** For tests: forget every registration. */
export function clearModalRegistry(): void {
  components.clear();
  startKinds.clear();
}
