/**
 * The area-of-interest dialog: the event's areas as checkboxes in one fieldset, saved for the user on the server
 * (POST /api/Networking/Interests). The house dialog (ui/Dialog) keeps focus inside and gives it back on close. Used
 * by the networking page's "Choose areas of interest" button and by the networking widget's popup.
 *
 * Texts: networking.popup.*. Theme tokens: those of Networking.styles and the form's. Parts: dialog, dialog-body.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { saveNetworkingInterests } from '../../api/networking';
import type { NetworkingInterests } from '../../contracts';
import { networkingQueries } from '../../store/queries/networking';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { Dialog } from '../../ui/Dialog';
import { Button, FormNotice } from '../../ui/form';
import { Choices, DialogActions, QuietButton } from './Networking.styles';
import { useNetworkingText } from './useNetworkingText';

export interface InterestsDialogProps {
  interests: NetworkingInterests;
  eventId: number;
  userId: number;
  onClose: () => void;
}

export function InterestsDialog({ interests, eventId, userId, onClose }: InterestsDialogProps) {
  const t = useNetworkingText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const queryClient = useQueryClient();
  const legend = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(interests.Selected));
  const save = useMutation({
    mutationFn: () => saveNetworkingInterests(context.http, { eventId, language }, { SelectedInterests: [...chosen] }),
    onSuccess: (answer) => {
      queryClient.setQueryData(networkingQueries.interests(queryScope(context, language), eventId, userId).queryKey, answer);
      onClose();
    },
  });
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Dialog open title={t('networking.popup.title')} closeLabel={t('networking.popup.later')} onClose={onClose}>
      <form onSubmit={submit} data-networking="interests-form">
        <p>{t('networking.popup.intro')}</p>
        <fieldset aria-labelledby={legend}>
          <legend id={legend}>{t('networking.popup.legend')}</legend>
          <Choices>
            {interests.Options.map((option) => (
              <li key={option.Id}>
                <label>
                  <input type="checkbox" checked={chosen.has(option.Id)} onChange={() => toggle(option.Id)} />
                  {option.Name}
                </label>
              </li>
            ))}
          </Choices>
        </fieldset>
        {save.isError && <FormNotice tone="danger">{t('networking.popup.error')}</FormNotice>}
        <DialogActions>
          <Button type="submit" disabled={save.isPending}>
            {t(save.isPending ? 'networking.popup.saving' : 'networking.popup.save')}
          </Button>
          <QuietButton type="button" onClick={onClose}>
            {t('networking.popup.later')}
          </QuietButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
