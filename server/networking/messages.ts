/**
 * A stored message as its reader sees it (ChatMessage): its sender wrote to the reader (or is the reader), so their
 * name shows whatever they show in the network; a message a moderator removed has no text for anyone.
 */
import type { Selectable } from 'kysely';
import type { ChatMessage } from '../../src/contracts';
import { visiblePerson } from '../../src/core/networking/messaging';
import type { ChatMessageTable } from '../db/messagingTables';
import type { Member } from './directory';

export function chatMessage(row: Selectable<ChatMessageTable>, members: ReadonlyMap<number, Member>): ChatMessage {
  const sender = members.get(row.sender_id);
  return {
    Id: row.client_id,
    ConversationId: row.conversation_id,
    SenderId: row.sender_id,
    SenderName: sender ? visiblePerson(sender.person, sender.settings, true).Name : null,
    Text: row.removed_at === null ? row.text : '',
    SentAt: row.sent_at,
    Removed: row.removed_at !== null,
    SenderCompany: row.sender_company,
  };
}
