// @vitest-environment happy-dom
/**
 * The outbox on a page: a message written offline is kept in local storage with its UUID, sent once when the
 * connection returns (in the order written), its stored copy put in the caches and taken out of the outbox; a send the
 * network loses leaves it waiting; one the server refuses stays with its reason and is not sent again by itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, MessageCreate, MessagesPage } from '../../../contracts';
import { outboxStorageKey, parseOutbox } from '../../../core/networking/outbox';
import { createEventContext } from '../../../store/eventContext';
import { queryScope } from '../../../store/queries/keys';
import { messagingQueries } from '../../../store/queries/messaging';
import { fakeServer, TEST_ADDRESS, type FakeRequest, type FakeReply } from '../../../testing/renderInContext';
import { flushOutbox, type DeliveryContext } from './deliver';
import { outboxFor } from './outboxStore';

let nextUser = 100;
let online = true;

beforeEach(() => {
  online = true;
  // As renderInContext does: contexts of earlier tests cannot hear this one's session.
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

/** A delivery context of a user of its own (each test's outbox starts empty). */
function delivery(): DeliveryContext {
  const userId = nextUser++;
  const context = createEventContext(TEST_ADDRESS);
  return {
    scope: queryScope(context, ''),
    eventId: 2026,
    userId,
    http: context.http,
    client: context.queryClient,
    outbox: outboxFor(TEST_ADDRESS.instance, TEST_ADDRESS.event, userId),
  };
}

const stored = (body: MessageCreate, conversationId = 4): ChatMessage => ({
  Id: body.Id,
  ConversationId: conversationId,
  SenderId: 1,
  SenderName: 'Ada',
  Text: body.Text,
  SentAt: '2026-06-11T09:00:00Z',
  Removed: false,
  SenderCompany: null,
});

const queued = (id: string, writtenAt: number) => ({ Id: id, ConversationId: 4, Text: `text ${id}`, WrittenAt: writtenAt, Refused: null });

describe('the outbox', () => {
  it('keeps a message written offline in local storage, and sends it once when back online', async () => {
    const sent: MessageCreate[] = [];
    const server = fakeServer({
      'POST /api/Messages/Conversations/4/Messages': (request: FakeRequest) => {
        sent.push(request.body as MessageCreate);
        return { status: 201, body: stored(request.body as MessageCreate) };
      },
    });
    const context = delivery();
    const key = outboxStorageKey(TEST_ADDRESS.instance, TEST_ADDRESS.event, context.userId);
    context.client.setQueryData<MessagesPage>(messagingQueries.messages(context.scope, 2026, context.userId, 4).queryKey, {
      Messages: [],
      HasMore: false,
    });

    online = false;
    context.outbox.queue(queued('11111111-1111-4111-8111-111111111111', 1));
    await flushOutbox(context);
    expect(server.requests).toHaveLength(0);
    expect(parseOutbox(localStorage.getItem(key)).map((entry) => entry.Id)).toEqual(['11111111-1111-4111-8111-111111111111']);

    online = true;
    await Promise.all([flushOutbox(context), flushOutbox(context)]);
    expect(sent).toEqual([{ Id: '11111111-1111-4111-8111-111111111111', Text: 'text 11111111-1111-4111-8111-111111111111' }]);
    expect(context.outbox.entries()).toEqual([]);
    expect(localStorage.getItem(key)).toBeNull();
    const history = context.client.getQueryData<MessagesPage>(messagingQueries.messages(context.scope, 2026, context.userId, 4).queryKey);
    expect(history?.Messages.map((message) => message.Id)).toEqual(['11111111-1111-4111-8111-111111111111']);
  });

  it('sends in the order written and stops at a send the network lost, leaving the rest waiting', async () => {
    const sent: string[] = [];
    let lose = true;
    fakeServer({
      'POST /api/Messages/Conversations/4/Messages': (request: FakeRequest): FakeReply | Promise<FakeReply> => {
        const body = request.body as MessageCreate;
        sent.push(body.Id);
        if (lose) return Promise.reject(new TypeError('Failed to fetch'));
        return { status: 201, body: stored(body) };
      },
    });
    const context = delivery();
    context.outbox.queue(queued('b', 20));
    context.outbox.queue(queued('a', 10));
    await flushOutbox(context);
    expect(sent).toEqual(['a']);
    expect(context.outbox.entries().map((entry) => entry.Id)).toEqual(['a', 'b']);
    expect(context.outbox.sending().size).toBe(0);

    lose = false;
    await flushOutbox(context);
    expect(sent).toEqual(['a', 'a', 'b']);
    expect(context.outbox.entries()).toEqual([]);
  });

  it('keeps a refused message with its reason and does not send it again by itself', async () => {
    let calls = 0;
    fakeServer({
      'POST /api/Messages/Conversations/4/Messages': () => {
        calls++;
        return { status: 403, body: { statusCode: 403, code: 'networking-not-accepting' } };
      },
    });
    const context = delivery();
    context.outbox.queue(queued('a', 10));
    await flushOutbox(context);
    await flushOutbox(context);
    expect(calls).toBe(1);
    expect(context.outbox.entries()).toEqual([{ ...queued('a', 10), Refused: 'networking-not-accepting' }]);
  });

  it('is read back from local storage by a new page (a reload)', () => {
    const userId = nextUser++;
    localStorage.setItem(outboxStorageKey(TEST_ADDRESS.instance, TEST_ADDRESS.event, userId), JSON.stringify([queued('kept', 5)]));
    expect(
      outboxFor(TEST_ADDRESS.instance, TEST_ADDRESS.event, userId)
        .entries()
        .map((entry) => entry.Id),
    ).toEqual(['kept']);
  });
});
