// @vitest-environment happy-dom
/**
 * The access-denied dialog (docs/rules/shell-access-identity.md sections 2 and 6): opens as a modal with its
 * texts, offers sign-in only to a visitor, closes on Escape and on its button, and gives focus back.
 *
 * happy-dom opens a <dialog> but has no modal behaviour of its own (no focus move, no Escape). What
 * Chromium does, emulateModalDialogs does here, after the HTML standard: showModal focuses the first
 * focusable element inside, Tab cycles within the open modal (the rest of the page is inert), and Escape
 * fires a cancelable `cancel` on it and closes it unless cancelled.
 */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInContext, testUser } from '../testing/renderInContext';
import { AccessDeniedDialog } from './AccessDeniedDialog';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

function openModal(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[data-test-modal]');
}

function emulateModalDialogs(): () => void {
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.testModal = '';
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  });
  const close = vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    delete this.dataset.testModal;
  });
  const onKey = (event: KeyboardEvent) => {
    const dialog = openModal();
    if (!dialog) return;
    if (event.key === 'Escape') {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    } else if (event.key === 'Tab') {
      // The page outside the modal is inert: focus cycles through the dialog's own controls.
      event.preventDefault();
      const inside = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = inside.indexOf(document.activeElement as HTMLElement);
      const next = (at + (event.shiftKey ? -1 : 1) + inside.length) % inside.length;
      inside[next]?.focus();
    }
  };
  document.addEventListener('keydown', onKey, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    showModal.mockRestore();
    close.mockRestore();
  };
}

/** A page with a button that opens the dialog, as the shell and the header do. */
function Page({ returnUrl }: { returnUrl?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Members only
      </button>
      <button type="button">Elsewhere</button>
      {open && <AccessDeniedDialog language="en-GB" returnUrl={returnUrl} onClose={() => setOpen(false)} />}
    </>
  );
}

let restore: () => void = () => undefined;
beforeEach(() => {
  restore = emulateModalDialogs();
});
afterEach(() => restore());

describe('AccessDeniedDialog', () => {
  it('opens as a modal dialog named by its title; a visitor reads who may see the content, not that their account lacks access', async () => {
    const { user } = renderInContext(<Page />);
    await user.click(screen.getByRole('button', { name: 'Members only' }));
    const dialog = screen.getByRole('dialog', { name: 'No access' });
    expect(openModal()).toBe(dialog);
    expect(dialog.textContent).toContain('This content is for participants with access.');
    expect(dialog.textContent).not.toContain('Your account');
  });

  it('offers a visitor sign-in that comes back to the page', async () => {
    const { user } = renderInContext(<Page returnUrl="/live/demo/ehc2026/en-GB?roomid=7" />);
    await user.click(screen.getByRole('button', { name: 'Members only' }));
    const signIn = screen.getByRole('link', { name: 'Sign in with an account that has access' });
    expect(signIn.getAttribute('href')).toBe(
      `/login/demo/ehc2026/en-GB?returnUrl=${encodeURIComponent('/live/demo/ehc2026/en-GB?roomid=7')}`,
    );
  });

  it('tells a signed-in user their account does not give access, and offers no sign-in', async () => {
    const { user } = renderInContext(<Page />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Members only' }));
    expect(screen.getByRole('dialog', { name: 'No access' }).textContent).toContain('Your account does not give access to this content.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps focus inside while open: Tab cycles between its close button and sign-in link', async () => {
    const { user } = renderInContext(<Page />);
    await user.click(screen.getByRole('button', { name: 'Members only' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const signIn = screen.getByRole('link', { name: 'Sign in with an account that has access' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(signIn);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(signIn);
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = renderInContext(<Page />);
    const opener = screen.getByRole('button', { name: 'Members only' });
    await user.click(opener);
    expect(document.activeElement).not.toBe(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes on its Close button and gives focus back', async () => {
    const { user } = renderInContext(<Page />);
    const opener = screen.getByRole('button', { name: 'Members only' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("shows the event's own texts", async () => {
    const { user } = renderInContext(<Page />, { texts: { 'accessDenied.title': 'Kein Zugang', 'admin.close': 'Schließen' } });
    await user.click(screen.getByRole('button', { name: 'Members only' }));
    expect(screen.getByRole('dialog', { name: 'Kein Zugang' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeDefined();
  });
});
