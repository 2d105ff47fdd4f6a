/**
 * "Chat with {name}" on a speaker's page and a presentation's (contracts/messaging.ts, "Speakers"): for a signed-in
 * ticket holder, when the speaker is one of the event's speakers who take messages from every participant (GET
 * /api/Networking/Speakers, matched by the programme's author id). It opens the conversation with the speaker's account
 * (POST /api/Messages/Conversations { UserId }: the existing one or a new one) and goes to it in my area's inbox
 * (/myarea/{i}/{e}/{l}/inbox/{id}). Nothing shows for anyone else, nor for a speaker who does not take messages; a
 * failure to open says so beside the button. Areas never import each other: the networking area's inbox is reached by
 * its address, through src/api and src/store only.
 *
 * Texts: programmeDetail.chat.*. Theme tokens: those of SpeakerMessage.styles. Part: speaker-chat.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openConversation } from '../../../api/messaging';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { queryScope } from '../../../store/queries/keys';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext, useEventState, useTexts } from '../../../store/react';
import type { Navigate } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { useEventId } from '../useProgramme';
import { OpenButton } from './SpeakerMessage.styles';

export function SpeakerChatButton({ authorId, name, navigate }: { authorId: number; name: string; navigate: Navigate }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const context = useEventContext();
  const client = useQueryClient();
  const href = useRouteHref();
  const eventId = useEventId();
  const userId = useEventState((state) => (state.user?.hasTicket === true ? state.user.userId : null));
  // The user's own messaging data is kept in no language (store/queries/messaging.ts).
  const scope = queryScope(context, '');
  const speakers = useQuery({
    ...messagingQueries.speakers(scope, eventId ?? 0, userId ?? 0),
    enabled: eventId !== null && userId !== null,
  });
  const speaker = userId === null ? undefined : speakers.data?.Speakers.find((entry) => entry.AuthorId === authorId);
  const open = useMutation({
    mutationFn: (speakerUserId: number) => openConversation(context.http, eventId!, { UserId: speakerUserId }),
    onSuccess: (conversation) => {
      if (userId === null || eventId === null) return;
      client.setQueryData(messagingQueries.conversation(scope, eventId, userId, conversation.Id).queryKey, conversation);
      void client.invalidateQueries({ queryKey: messagingQueries.conversations(scope, eventId, userId).queryKey });
      navigate(href('MyAreaPage', { module: 'inbox', id: conversation.Id }));
    },
  });
  if (!speaker) return null;

  return (
    <>
      <OpenButton
        type="button"
        part="speaker-chat"
        aria-disabled={open.isPending || undefined}
        onClick={() => {
          if (!open.isPending) open.mutate(speaker.UserId);
        }}
      >
        {t('programmeDetail.chat.open', { name })}
      </OpenButton>
      <span role="status">{open.isPending ? t('programmeDetail.chat.opening') : ''}</span>
      {open.isError && <p role="alert">{t('programmeDetail.chat.failed')}</p>}
    </>
  );
}
