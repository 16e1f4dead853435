// @vitest-environment jsdom
// The scratch surface: "Reveal all" asks the worker once, shows the prize and queues the award modal once; a card
// with no win says so and queues nothing; a failed reveal keeps a way to try again and queues nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ScratchCard } from '../../../../contract/calls/scratch.ts';

const scratch = vi.fn();
vi.mock('../../../../src/lib/api.ts', () => ({ api: { scratch: { scratch: (id: number) => scratch(id) } } }));
const enqueueModal = vi.fn();
vi.mock('../../../../src/lib/modal-store.ts', () => ({ enqueueModal: (entry: unknown) => enqueueModal(entry) }));
// jsdom has no 2D canvas: the cover is simply not painted.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

const { ScratchSurface } = await import('../../../../src/features/scratch/scratch-surface.tsx');

afterEach(() => {
  cleanup();
  scratch.mockReset();
  enqueueModal.mockReset();
});

const card: ScratchCard = { id: 7, kindId: 1, kindName: 'Lucky 7', diamonds: 10, boughtAt: 0, scratchedAt: null, awards: null };
const revealed = (awards: { id: number; count: number }[]) => ({ ok: true, data: { card: { ...card, scratchedAt: 1, awards }, awards } });

describe('scratch surface', () => {
  it('Reveal all shows the prize and queues the award modal once', async () => {
    scratch.mockResolvedValue(revealed([{ id: 2001, count: 1000 }]));
    render(<ScratchSurface card={card} onDone={() => undefined} />);
    expect(screen.getByRole('img', { name: /Scratch area of the Lucky 7 card/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    await waitFor(() => expect(screen.getByTestId('scratch-prize').textContent).toBe('You won ₱10.00!'));
    expect(scratch).toHaveBeenCalledTimes(1);
    expect(scratch).toHaveBeenCalledWith(7);
    // The modal is queued by a passive effect, which React may run after the text is already in the DOM.
    await waitFor(() => expect(enqueueModal).toHaveBeenCalled());
    expect(enqueueModal).toHaveBeenCalledTimes(1);
    expect(enqueueModal.mock.calls[0]![0]).toMatchObject({ kind: 'award', props: { awards: [{ id: 2001, count: 1000 }] } });
    expect(screen.getByRole('button', { name: 'Back to my cards' })).toBeTruthy();
  });

  it('a card with no win says so and queues nothing', async () => {
    scratch.mockResolvedValue(revealed([]));
    render(<ScratchSurface card={card} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    await waitFor(() => expect(screen.getByTestId('scratch-prize').textContent).toBe('No win this time.'));
    await act(async () => undefined); // let the passive effects run before saying nothing was queued
    expect(enqueueModal).not.toHaveBeenCalled();
  });

  it('a failed reveal shows why and can be tried again', async () => {
    scratch.mockResolvedValueOnce({ ok: false, code: 0, msg: 'No connection. Please try again.', reason: 'network' });
    scratch.mockResolvedValueOnce(revealed([{ id: 2001, count: 500 }]));
    render(<ScratchSurface card={card} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    await waitFor(() => expect(screen.getByText('No connection. Please try again.')).toBeTruthy());
    expect(enqueueModal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    await waitFor(() => expect(screen.getByTestId('scratch-prize').textContent).toBe('You won ₱5.00!'));
    await waitFor(() => expect(enqueueModal).toHaveBeenCalled());
    expect(enqueueModal).toHaveBeenCalledTimes(1);
  });
});
