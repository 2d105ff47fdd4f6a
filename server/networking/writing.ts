/**
 * Whether a participant may write in a conversation now (a message, a meeting proposal), else the refusal: in a direct
 * one the other person's DirectMessages setting decides (core's mayWrite: an answer is always allowed) and neither may
 * have blocked the other; a company's conversation takes messages while the company offers a chat; a group's members
 * write.
 */
import type { Kysely, Selectable } from 'kysely';
import { NETWORKING_REFUSALS } from '../../src/contracts';
import { mayWrite } from '../../src/core/networking/messaging';
import type { ConversationTable } from '../db/messagingTables';
import type { Database } from '../db/schema';
import { ForbiddenError } from '../http/errors';
import { companyOffersChat } from './companies';
import { isBlocked, relationsOf, settingsOf } from './directory';

export async function writeRefusal(
  db: Kysely<Database>,
  userId: number,
  eventId: number,
  conversation: Selectable<ConversationTable>,
  others: readonly number[],
): Promise<ForbiddenError | null> {
  if (conversation.kind === 'company') {
    const offers = conversation.company_account_id !== null && (await companyOffersChat(db, eventId, conversation.company_account_id));
    return offers ? null : new ForbiddenError(NETWORKING_REFUSALS.companyNoChat, 'The company takes no messages now');
  }
  if (conversation.kind !== 'direct') return null;
  const [relations, settings] = await Promise.all([relationsOf(db, eventId, userId), settingsOf(db, eventId, others)]);
  if (others.some((otherId) => isBlocked(relations.of(otherId)))) {
    return new ForbiddenError(NETWORKING_REFUSALS.blocked, 'You cannot write to this person');
  }
  const writable = others.some((otherId) => {
    const relation = relations.of(otherId);
    const policy = settings.get(otherId)?.DirectMessages;
    return policy !== undefined && mayWrite(policy, relation.contact, relation.hasWritten);
  });
  return writable ? null : new ForbiddenError(NETWORKING_REFUSALS.notAccepting, 'This person takes no messages from you');
}
