// @vitest-environment jsdom
// Where a dialog puts the focus when it opens: its first field or button, else the dialog itself (never a link, which
// the router takes as the intent to open it and loads that screen's code), and only once the frame is painted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Modal } from '../../../src/ui/modal.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Runs the animation frame and the task after it, where focusAfterPaint moves the focus. */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
  });
}

describe('Modal focus', () => {
  it('focuses the first button of the body, after the frame is painted', async () => {
    render(
      <Modal title="Confirm" closeLabel="Close" onClose={() => {}}>
        <p>Sure?</p>
        <button type="button">Yes</button>
      </Modal>,
    );
    expect(document.activeElement).toBe(document.body);
    await paint();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
  });

  it('focuses the dialog itself when the body holds only links, so no link is taken as an intent to open it', async () => {
    render(
      <Modal title="First deposit" closeLabel="Close" onClose={() => {}}>
        <a href="/wallets?name=deposit">Deposit now</a>
      </Modal>,
    );
    await paint();
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'First deposit' }));
  });

  it('moves no focus when it closes before the frame is painted, and gives the focus back when it closes later', async () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { unmount } = render(
      <Modal title="Quick" closeLabel="Close" onClose={() => {}}>
        <button type="button">Inside</button>
      </Modal>,
    );
    unmount();
    await paint();
    expect(document.activeElement).toBe(before);
    const again = render(
      <Modal title="Again" closeLabel="Close" onClose={() => {}}>
        <button type="button">Inside</button>
      </Modal>,
    );
    await paint();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
    again.unmount();
    expect(document.activeElement).toBe(before);
    before.remove();
  });
});
