/**
 * The healthcare-professional question (docs/rules/content-areas.md section 4, HCP dialog) before HCP-only pages.
 * Accept sets HealthCareProfessional true, saves the profile (when signed in) and remembers the
 * acceptance; decline sets it false, saves, remembers the refusal and leaves (back, or home); close
 * leaves too. showCloseButton, showDenyButton and denyAsCloseButton shape the buttons.
 *
 * Texts: hcp.title, hcp.text, hcp.accept, hcp.decline, hcp.close.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveUser } from '../../api/identity';
import type { UserProfile } from '../../contracts';
import { HCP_ANSWER_FLAG, type HcpSettings } from '../../core/hcp';
import { identityQueries } from '../../store/queries/identity';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { Dialog } from '../../ui/Dialog';
import { Button, LinkButton } from '../../ui/form';
import { useShellText } from './useShellText';

interface HcpQuestionProps {
  settings: HcpSettings;
  user: UserProfile | null;
  onAccepted: () => void;
  onLeave: () => void;
}

export function HcpQuestion({ settings, user, onAccepted, onLeave }: HcpQuestionProps) {
  const t = useShellText();
  const context = useEventContext();
  const queryClient = useQueryClient();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const [busy, setBusy] = useState(false);

  const answer = async (hcp: boolean) => {
    setBusy(true);
    localStorage.setItem(HCP_ANSWER_FLAG, hcp ? 'accepted' : 'declined');
    if (user && eventId !== null) {
      await saveUser(context.http, eventId, { ...user, HealthCareProfessional: hcp }).catch((error: unknown) =>
        console.warn('[vmx] the HCP answer could not be saved to the profile', error),
      );
      await queryClient.invalidateQueries({ queryKey: identityQueries.userKey(queryScope(context, '')) });
    }
    setBusy(false);
    if (hcp) onAccepted();
    else onLeave();
  };

  return (
    <Dialog open title={t('hcp.title')} closeLabel={settings.showCloseButton ? t('hcp.close') : undefined} onClose={onLeave}>
      <p>{t('hcp.text')}</p>
      <p>
        <Button type="button" disabled={busy} onClick={() => void answer(true)}>
          {t('hcp.accept')}
        </Button>{' '}
        {settings.showDenyButton && (
          <LinkButton type="button" disabled={busy} onClick={() => (settings.denyAsCloseButton ? onLeave() : void answer(false))}>
            {t('hcp.decline')}
          </LinkButton>
        )}
      </p>
    </Dialog>
  );
}
