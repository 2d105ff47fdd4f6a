// @vitest-environment happy-dom
/**
 * The forgotten-password form, as the model of a form's life: field checks before any call, then submit →
 * pending (button disabled) → the same success notice whether or not an account exists, or an error
 * notice with the form kept for another try.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../core/routeParse';
import { renderInContext, type FakeReply, type Fixtures } from '../../testing/renderInContext';
import { PasswordRetrievalPage } from './PasswordRetrievalPage';

const ENDPOINT = 'POST /api/Token/ForgotPasswordFromBody';

function show(fixtures: Fixtures = {}) {
  const route = parseRoute('/forgotpassword/demo/ehc2026/en-GB', '');
  return renderInContext(<PasswordRetrievalPage route={route} navigate={() => undefined} />, { fixtures });
}

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const send = () => screen.getByRole('button', { name: 'Send reset link' });

/** A reply the test releases when it likes, to see the pending state. */
function held(): { fixture: () => Promise<FakeReply>; release(reply: FakeReply): void } {
  let release: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { fixture: () => reply, release: (value) => release(value) };
}

describe('PasswordRetrievalPage', () => {
  it('asks to fill in the address, tied to the field, and calls no server', async () => {
    const { user, server } = show();
    await user.click(send());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please fill in this field.');
    expect(server.requests).toEqual([]);
  });

  it('says when the address is not an e-mail address, and the message goes once it is', async () => {
    const { user, server } = show({ [ENDPOINT]: null });
    await user.type(email(), 'ada@example');
    await user.click(send());
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeDefined();
    expect(server.requests).toEqual([]);

    await user.type(email(), '.org');
    await user.click(send());
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
  });

  it('sends the trimmed address with the way back to sign-in, disabled while pending, then says what happens next', async () => {
    const answer = held();
    const { user, server } = show({ [ENDPOINT]: answer.fixture });
    await user.type(email(), '  ada@example.org ');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(server.requestsTo(ENDPOINT)).toHaveLength(1));
    const [sent] = server.requestsTo(ENDPOINT);
    expect(sent?.body).toEqual({ Email: 'ada@example.org' });
    expect(Object.fromEntries(sent?.query ?? [])).toMatchObject({
      shortname: 'ehc2026',
      language: 'en-GB',
      returnUrl: '/login/demo/ehc2026/en-GB',
    });
    expect(send()).toHaveProperty('disabled', true);

    answer.release({ status: 200, body: null });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('If an account exists for this address, we have sent an e-mail with a link to set a new password.');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login/demo/ehc2026/en-GB');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows an error and keeps the form for another try when the call fails', async () => {
    const { user, server } = show({ [ENDPOINT]: () => ({ status: 500, body: { message: 'down' } }) });
    await user.type(email(), 'ada@example.org');
    await user.click(send());

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(email()).toHaveProperty('value', 'ada@example.org');
    expect(send()).toHaveProperty('disabled', false);
    await user.click(send());
    await waitFor(() => expect(server.requestsTo(ENDPOINT)).toHaveLength(2));
  });
});
