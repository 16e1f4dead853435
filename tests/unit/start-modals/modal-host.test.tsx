// @vitest-environment jsdom
// The modal host: one modal at a time from the queue, auth modals and holds keep the queue waiting, and an award
// earned while another modal is open waits its turn.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ModalHost } from '../../../src/features/start-modals/modal-host.tsx';
import { clearModalRegistry, registerModal, type ModalProps } from '../../../src/lib/modal-registry.ts';
import { closeAuthModal, enqueueModal, holdQueue, modalStore, openAuthModal, releaseQueue } from '../../../src/lib/modal-store.ts';
import { showAwards } from '../../../src/lib/show-awards.ts';

function Fake({ onClose, label }: ModalProps) {
  return (
    <div role="dialog" aria-label={String(label)}>
      <button type="button" onClick={onClose}>
        close {String(label)}
      </button>
    </div>
  );
}

function FakeAward({ onClose, awards }: ModalProps) {
  return (
    <div role="dialog" aria-label="award">
      <button type="button" onClick={onClose}>
        award {JSON.stringify(awards)}
      </button>
    </div>
  );
}

beforeEach(() => {
  modalStore.set({ auth: null, resume: null, queue: [], holds: [] });
  registerModal('fake', Fake);
  registerModal('award', FakeAward);
});
afterEach(() => {
  cleanup();
  clearModalRegistry();
});

describe('ModalHost', () => {
  it('shows the head of the queue only, then the next after a close', () => {
    render(<ModalHost />);
    act(() => {
      enqueueModal({ id: 'a', kind: 'fake', props: { label: 'first' } });
      enqueueModal({ id: 'b', kind: 'fake', props: { label: 'second' } });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'first' })).toBeTruthy();
    fireEvent.click(screen.getByText('close first'));
    expect(screen.getByRole('dialog', { name: 'second' })).toBeTruthy();
    fireEvent.click(screen.getByText('close second'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an award earned under another modal wait its turn', () => {
    render(<ModalHost />);
    act(() => enqueueModal({ id: 'notice', kind: 'fake', props: { label: 'notice' } }));
    act(() => showAwards([{ id: 2001, count: 500 }]));
    expect(screen.queryByRole('dialog', { name: 'award' })).toBeNull();
    fireEvent.click(screen.getByText('close notice'));
    expect(screen.getByRole('dialog', { name: 'award' }).textContent).toContain('"count":500');
  });

  it('waits while an auth modal is open or the queue is held', () => {
    render(<ModalHost />);
    act(() => {
      openAuthModal('login');
      holdQueue('age-notice');
      enqueueModal({ id: 'a', kind: 'fake', props: { label: 'first' } });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => closeAuthModal());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => releaseQueue('age-notice'));
    expect(screen.getByRole('dialog', { name: 'first' })).toBeTruthy();
  });

  it('drops a kind nobody registered instead of blocking the queue', async () => {
    render(<ModalHost />);
    await act(async () => {
      enqueueModal({ id: 'x', kind: 'nobody', props: {} });
      enqueueModal({ id: 'b', kind: 'fake', props: { label: 'second' } });
    });
    expect(await screen.findByRole('dialog', { name: 'second' })).toBeTruthy();
  });

  it('does not queue the same modal twice', () => {
    act(() => {
      enqueueModal({ id: 'kyc', kind: 'fake' });
      enqueueModal({ id: 'kyc', kind: 'fake' });
    });
    expect(modalStore.get().queue).toHaveLength(1);
  });
});
