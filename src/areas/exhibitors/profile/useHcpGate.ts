/**
 * Whether an HCP-only company's content waits for the HCP answer (docs/rules/content-areas.md section 4, HCP dialog;
 * docs/rules/shell-access-identity.md section 3, the stored `hcp` answer). Asked when the company is HcpOnly and the
 * user is not known to be a healthcare professional: a signed-in user's profile does not say so, or an
 * anonymous visitor has no accepted answer stored. A stored refusal asks again (the visitor may have
 * changed their mind, or be someone else). Answering saves HealthCareProfessional to the profile when
 * signed in; the answer is remembered locally. The server hands out the restricted content on the
 * profile's flag only (a stored answer is the visitor's own claim), so a signed-in user whose profile
 * does not say so is asked even with an accepted answer stored: answering saves the flag.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { saveUser } from '../../../api/identity';
import type { CompanyProfile } from '../../../contracts';
import { HCP_ANSWER_FLAG } from '../../../core/hcp';
import { useUserAccessData } from '../../../store/accessData';
import { identityQueries } from '../../../store/queries/identity';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext } from '../../../store/react';
import { useEventId } from './useCompanyProfile';

function storedAnswer(): string | null {
  try {
    return localStorage.getItem(HCP_ANSWER_FLAG);
  } catch {
    return null;
  }
}

function storeAnswer(accepted: boolean): void {
  try {
    localStorage.setItem(HCP_ANSWER_FLAG, accepted ? 'accepted' : 'declined');
  } catch {
    // No storage: the question comes again next time.
  }
}

export type HcpGate =
  { state: 'waiting' } | { state: 'ask'; answer: (accepted: boolean) => Promise<void> } | { state: 'open' } | { state: 'refused' };

export function useHcpGate(profile: CompanyProfile): HcpGate & { refuse: () => void } {
  const context = useEventContext();
  const queryClient = useQueryClient();
  const eventId = useEventId();
  const { user, userLoaded } = useUserAccessData();
  // This visit's answer, once given (the stored one is read on the next visit).
  const [answered, setAnswered] = useState<'accepted' | 'refused' | null>(null);

  const answer = useCallback(
    async (accepted: boolean) => {
      storeAnswer(accepted);
      if (user && eventId !== null) {
        await saveUser(context.http, eventId, { ...user, HealthCareProfessional: accepted }).catch((error: unknown) =>
          console.warn('[vmx] the HCP answer could not be saved to the profile', error),
        );
        await queryClient.invalidateQueries({ queryKey: identityQueries.userKey(queryScope(context, '')) });
      }
      setAnswered(accepted ? 'accepted' : 'refused');
    },
    [user, eventId, context, queryClient],
  );
  const refuse = useCallback(() => setAnswered('refused'), []);

  if (!profile.HcpOnly || answered === 'accepted') return { state: 'open', refuse };
  if (answered === 'refused') return { state: 'refused', refuse };
  if (!userLoaded) return { state: 'waiting', refuse };
  if (user ? user.HealthCareProfessional === true : storedAnswer() === 'accepted') return { state: 'open', refuse };
  return { state: 'ask', answer, refuse };
}
