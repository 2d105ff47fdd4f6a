// @vitest-environment happy-dom
/**
 * "Chat with {name}" (contracts/messaging.ts, "Speakers"): shown to a signed-in ticket holder for a speaker among the
 * event's speakers who take messages (matched by the programme's author id), it opens the conversation with the
 * speaker's account and goes to it in my area's inbox; nothing shows for another speaker, nor for someone without a
 * ticket or not signed in (who are not even asked about).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, SpeakersAnswer } from '../../../contracts';
import { renderInContext, testUser } from '../../../testing/renderInContext';
import { SpeakerChatButton } from './SpeakerChatButton';

const SPEAKERS: SpeakersAnswer = { Speakers: [{ AuthorId: 5, UserId: 99, Name: 'Maria Keller' }] };
const CONVERSATION: ConversationSummary = {
  Id: 12,
  Kind: 'direct',
  Participants: [{ UserId: 99, Name: 'Maria Keller', PicturePath: null }],
  Company: null,
  AsStaff: false,
  Group: null,
  LastMessage: null,
  Unread: 0,
  CanWrite: true,
};

function renderButton(authorId: number, user = testUser()) {
  const navigate = vi.fn();
  const rendered = renderInContext(<SpeakerChatButton authorId={authorId} name="Prof. Maria Keller" navigate={navigate} />, {
    user,
    fixtures: {
      'GET /api/Networking/Speakers': SPEAKERS,
      'POST /api/Messages/Conversations': () => ({ status: 201, body: CONVERSATION }),
    },
  });
  return { ...rendered, navigate };
}

describe('chatting with a speaker from the programme', () => {
  it('opens the conversation with a speaker who takes messages and goes to it in the inbox', async () => {
    const { user, server, navigate } = renderButton(5);
    await user.click(await screen.findByRole('button', { name: 'Chat with Prof. Maria Keller' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myarea/demo/ehc2026/en-GB/inbox/12'));
    const [opened] = server.requestsTo('POST /api/Messages/Conversations');
    expect(opened!.body).toEqual({ UserId: 99 });
    expect(opened!.query.get('eventid')).toBe('2026');
    expect(server.requestsTo('GET /api/Networking/Speakers')[0]!.query.get('eventid')).toBe('2026');
  });

  it('shows nothing for a speaker who does not take messages', async () => {
    const { server } = renderButton(6);
    await waitFor(() => expect(server.requestsTo('GET /api/Networking/Speakers')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks nothing and shows nothing for someone without a ticket', async () => {
    const { server } = renderButton(5, testUser({ hasTicket: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
    expect(server.requestsTo('GET /api/Networking/Speakers')).toHaveLength(0);
  });

  it('says so when the conversation cannot be opened', async () => {
    const navigate = vi.fn();
    const { user } = renderInContext(<SpeakerChatButton authorId={5} name="Prof. Maria Keller" navigate={navigate} />, {
      user: testUser(),
      fixtures: { 'GET /api/Networking/Speakers': SPEAKERS, 'POST /api/Messages/Conversations': () => ({ status: 403, body: {} }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Prof. Maria Keller' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The conversation could not be opened. Please try again.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
