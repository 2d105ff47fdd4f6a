/**
 * Writing to a company from its profile's chat tab (docs/rules/content-areas.md section 7, getChatModel and
 * saveChatModel; contracts/messaging.ts, Companies): a labelled field "Your message to {company}" and Send. Sending
 * opens the caller's conversation with the company's staff (saveChatModel with the RestoreId held, or
 * NEW_CHAT_RESTORE_ID before the first), whose answer's RestoreId is the conversation's id, then sends the message into
 * it under an id chosen here (a UUID kept until it is stored, so sending again after a lost answer stores it once).
 * Then a status says the staff answer in the inbox, and "Open the conversation" leads there (my area's inbox; in an
 * element, on the platform through its platform-url). A conversation held before shows that link at once.
 *
 * Texts: exhibitorProfile.chat.*. Theme tokens: those of CompanyChat's styles (ui/fieldStyles, ui/buttonStyles).
 * Parts: company-chat.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { saveChatModel } from '../../../../api/exhibition';
import { HttpError } from '../../../../api/http';
import { sendMessage } from '../../../../api/messaging';
import { MESSAGE_MAX_LENGTH, NETWORKING_REFUSALS, NEW_CHAT_RESTORE_ID, type ChatModel, type CompanyProfile } from '../../../../contracts';
import { messageTextProblem } from '../../../../core/networking/messaging';
import { companyQueries } from '../../../../store/queries/company';
import { queryScope } from '../../../../store/queries/keys';
import { messagingQueries } from '../../../../store/queries/messaging';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { useRouteHref } from '../../../../ui/platformLinks';
import { PROFILE_TEXTS } from '../texts';
import { useEventId } from '../useCompanyProfile';
import { ChatForm } from './CompanyChat.styles';

/** The conversation a RestoreId names (its id as text), or null. */
export function chatConversationId(restoreId: string | null): number | null {
  return restoreId !== null && /^\d{1,9}$/u.test(restoreId) ? Number(restoreId) : null;
}

/** The refusal's code of a 403 (NETWORKING_REFUSALS), or null. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const body = error.body;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

export function CompanyChat({ profile, chat }: { profile: CompanyProfile; chat: ChatModel }) {
  const t = useTexts(PROFILE_TEXTS);
  const context = useEventContext();
  const client = useQueryClient();
  const href = useRouteHref();
  const eventId = useEventId();
  const language = useEventState((state) => state.language);
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // The message on its way: its id stays the same until it is stored, whatever happened to the answer.
  const pending = useRef<{ id: string; text: string } | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const conversationId = chatConversationId(chat.RestoreId);

  const send = useMutation({
    mutationFn: async (message: { id: string; text: string }) => {
      if (eventId === null) throw new Error('the event is not known yet');
      const model = await saveChatModel(context.http, eventId, profile.CompanyAccountId, chat.RestoreId ?? NEW_CHAT_RESTORE_ID);
      client.setQueryData(companyQueries.chat(queryScope(context, ''), profile.CompanyAccountId, eventId, token).queryKey, model);
      const opened = chatConversationId(model.RestoreId);
      if (opened === null) throw new Error('saveChatModel named no conversation');
      await sendMessage(context.http, eventId, opened, { Id: message.id, Text: message.text });
      return opened;
    },
    onSuccess: () => {
      pending.current = null;
      setText('');
      // The inbox (and the lounge's list of its staff) read the conversation again.
      if (userId !== null) void client.invalidateQueries({ queryKey: messagingQueries.own(queryScope(context, ''), userId) });
    },
  });

  const problem = messageTextProblem(text);
  const refusal = refusalOf(send.error);
  const error =
    problem === 'tooLong'
      ? t('exhibitorProfile.chat.tooLong', { max: MESSAGE_MAX_LENGTH.toLocaleString(language) })
      : blank
        ? t('exhibitorProfile.chat.blank')
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (problem !== null) {
      if (problem === 'empty') setBlank(true);
      field.current?.focus();
      return;
    }
    const message = text.trim();
    if (pending.current?.text !== message) pending.current = { id: crypto.randomUUID(), text: message };
    send.mutate(pending.current);
  };

  return (
    <div data-chat="company" part="company-chat">
      <p>{t('exhibitorProfile.chat.intro', { name: profile.Name })}</p>
      <ChatForm onSubmit={submit} noValidate data-chat="composer">
        <label htmlFor={fieldId}>{t('exhibitorProfile.chat.label', { company: profile.Name })}</label>
        <textarea
          id={fieldId}
          ref={field}
          rows={4}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (blank && event.target.value.trim() !== '') setBlank(false);
          }}
        />
        <div aria-live="polite">{error && <p id={errorId}>{error}</p>}</div>
        <button type="submit" aria-disabled={send.isPending || undefined}>
          {t(send.isPending ? 'exhibitorProfile.chat.sending' : 'exhibitorProfile.chat.send')}
        </button>
      </ChatForm>
      <div role="status">{send.isSuccess && <p data-chat="sent">{t('exhibitorProfile.chat.sent')}</p>}</div>
      {send.isError && (
        <p role="alert" data-chat="failed">
          {refusal === NETWORKING_REFUSALS.notParticipant
            ? t('exhibitorProfile.chat.notParticipant')
            : refusal === NETWORKING_REFUSALS.companyNoChat
              ? t('exhibitorProfile.chat.unavailable')
              : t('exhibitorProfile.chat.failed')}
        </p>
      )}
      {conversationId !== null && (
        <p>
          <a href={href('MyAreaPage', { module: 'inbox', id: conversationId })} data-chat="conversation">
            {t('exhibitorProfile.chat.open')}
          </a>
        </p>
      )}
    </div>
  );
}
