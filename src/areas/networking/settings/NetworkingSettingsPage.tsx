/**
 * My area's networking settings (module networking_settings, docs/rules/content-areas.md section 2; contracts/
 * messaging.ts GET and POST /api/Networking/Settings): whether other participants may find the user (off until they
 * turn it on; nothing about them is shown before), what a findable user shows (name, profession, country, areas of
 * interest, picture: offered only once findable, and said why), and who may start a conversation with them. Saved
 * with one button; the mutation says whether it worked. Below, the people the user blocked (BlockedPeople), each with
 * Unblock. A user a moderator suspended is told so (403 networking-suspended).
 *
 * Texts: networkSettings.*, messaging.loading, messaging.retry, messaging.notParticipant, messaging.suspended, and
 * BlockedPeople's. Theme tokens: those of Messaging.styles, Settings.styles and Safety.styles. Parts:
 * networking-settings.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { saveNetworkingSettings } from '../../../api/messaging';
import { DIRECT_MESSAGE_POLICIES, type NetworkingSettings, type NetworkingVisibility } from '../../../contracts';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { FormNotice } from '../../../ui/form';
import type { PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import type { MessagingRef } from '../messagingCache';
import { Page, PrimaryButton } from '../Messaging.styles';
import { Suspended } from '../NotParticipant';
import { isNotParticipant, isSuspended, useMessagingRef, useMessagingText } from '../useMessaging';
import { BlockedPeople } from './BlockedPeople';
import { Choice, Form, Group, Hint } from './Settings.styles';

const SHOWN: readonly (keyof NetworkingVisibility)[] = ['Name', 'Profession', 'Country', 'Interests', 'Picture'];

export function NetworkingSettingsPage(_props: PageProps) {
  const t = useMessagingText();
  const ref = useMessagingRef();
  if (!ref) return <p role="status">{t('messaging.loading')}</p>;
  return <SettingsLoader messaging={ref} />;
}

function SettingsLoader({ messaging }: { messaging: MessagingRef }) {
  const t = useMessagingText();
  const query = useQuery(messagingQueries.settings(messaging.scope, messaging.eventId, messaging.userId));
  return (
    <AsyncView
      query={query}
      texts={{ loading: t('messaging.loading'), error: t('networkSettings.loadError'), retry: t('messaging.retry') }}
      layout="block"
      failed={(error) =>
        isNotParticipant(error) ? <p>{t('messaging.notParticipant')}</p> : isSuspended(error) ? <Suspended /> : undefined
      }
    >
      {(settings) => <SettingsForm messaging={messaging} saved={settings} />}
    </AsyncView>
  );
}

function SettingsForm({ messaging, saved }: { messaging: MessagingRef; saved: NetworkingSettings }) {
  const t = useMessagingText();
  const href = useRouteHref();
  const context = useEventContext();
  const client = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const ids = { findableHint: useId(), showHint: useId(), nameHint: useId(), messagesHint: useId() };
  const save = useMutation({
    mutationFn: (settings: NetworkingSettings) => saveNetworkingSettings(context.http, messaging.eventId, settings),
    onSuccess: (answer) => {
      client.setQueryData(messagingQueries.settings(messaging.scope, messaging.eventId, messaging.userId).queryKey, answer);
      setDraft(answer);
      // Who the user is to others has changed: the network lists read again when next shown.
      void client.invalidateQueries({ predicate: messagingQueries.isNetwork });
    },
  });
  const change = (next: NetworkingSettings) => {
    // A changed form is not "saved" any more: the notice goes until the next Save.
    if (!save.isPending) save.reset();
    setDraft(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  return (
    <Page part="networking-settings" data-networking="settings">
      <p>{t('networkSettings.intro')}</p>
      <Form onSubmit={submit} noValidate>
        <Group>
          <legend>{t('networkSettings.findable.legend')}</legend>
          <Choice>
            <input
              type="checkbox"
              checked={draft.Findable}
              aria-describedby={ids.findableHint}
              onChange={(event) => change({ ...draft, Findable: event.target.checked })}
            />
            <span>{t('networkSettings.findable.label')}</span>
          </Choice>
          <Hint id={ids.findableHint}>{t('networkSettings.findable.hint')}</Hint>
        </Group>

        <Group disabled={!draft.Findable} aria-describedby={draft.Findable ? undefined : ids.showHint}>
          <legend>{t('networkSettings.show.legend')}</legend>
          {!draft.Findable && <Hint id={ids.showHint}>{t('networkSettings.show.hint')}</Hint>}
          {SHOWN.map((field) => (
            <Choice key={field}>
              <input
                type="checkbox"
                checked={draft.Show[field]}
                aria-describedby={field === 'Name' ? ids.nameHint : undefined}
                onChange={(event) => change({ ...draft, Show: { ...draft.Show, [field]: event.target.checked } })}
              />
              <span>{t(`networkSettings.show.${field}`)}</span>
            </Choice>
          ))}
          <Hint id={ids.nameHint}>{t('networkSettings.show.nameHint')}</Hint>
        </Group>

        <Group aria-describedby={ids.messagesHint}>
          <legend>{t('networkSettings.messages.legend')}</legend>
          {DIRECT_MESSAGE_POLICIES.map((policy) => (
            <Choice key={policy}>
              <input
                type="radio"
                name="direct-messages"
                value={policy}
                checked={draft.DirectMessages === policy}
                onChange={() => change({ ...draft, DirectMessages: policy })}
              />
              <span>{t(`networkSettings.messages.${policy}`)}</span>
            </Choice>
          ))}
          <Hint id={ids.messagesHint}>{t('networkSettings.messages.hint')}</Hint>
        </Group>

        {save.isSuccess && <FormNotice tone="success">{t('networkSettings.saved')}</FormNotice>}
        {save.isError && <FormNotice tone="danger">{t('networkSettings.error')}</FormNotice>}
        <PrimaryButton type="submit" disabled={save.isPending}>
          {t(save.isPending ? 'networkSettings.saving' : 'networkSettings.save')}
        </PrimaryButton>
      </Form>
      <BlockedPeople messaging={messaging} />
      <p>
        <a href={href('MyAreaPage', { module: 'network' })}>{t('networkSettings.toNetwork')}</a>
      </p>
    </Page>
  );
}
