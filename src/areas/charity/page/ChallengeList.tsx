/**
 * The charity challenges (docs/rules/content-areas.md sections 3 and 4): a card per challenge with its name, the
 * company that set it, its description and the points per correct answer, and what the person can do:
 * start it, see that it is done (a done challenge cannot be taken again), or sign in to take part.
 *
 * Texts: charity.challenges.*, charity.challenge.*, charity.signIn, charity.retry. Theme tokens: those of
 * CharityPage.styles. Parts: charity-challenge.
 */
import type { CharityChallenge } from '../../../contracts';
import { challengeState } from '../../../core/charity/challenge';
import { CHARITY_TEXTS } from '../../../core/charity/texts';
import { useTexts } from '../../../store/react';
import { SanitizedHtml } from '../../../ui/SanitizedHtml';
import { useSignInHref } from '../../../ui/useSignInHref';
import { AsyncView } from '../../../ui/AsyncView';
import { useCharityChallenges } from '../useCharity';
import { Button } from '../../../ui/form';
import { Card, Cards, Done } from './CharityPage.styles';
import { MutedText } from '../../../ui/styles/page';

export interface ChallengeListProps {
  signedIn: boolean;
  /** The challenge being taken now. */
  active: number | null;
  onStart: (challenge: CharityChallenge) => void;
}

export function ChallengeList({ signedIn, active, onStart }: ChallengeListProps) {
  const t = useTexts(CHARITY_TEXTS);
  const challenges = useCharityChallenges();
  return (
    <AsyncView
      query={challenges}
      texts={{ loading: t('charity.challenges.loading'), error: t('charity.challenges.error'), retry: t('charity.retry') }}
    >
      {(list) =>
        list.length === 0 ? (
          <p>{t('charity.challenges.empty')}</p>
        ) : (
          <Cards>
            {list.map((challenge) => (
              <li key={challenge.Id}>
                <ChallengeCard challenge={challenge} signedIn={signedIn} active={challenge.Id === active} onStart={onStart} />
              </li>
            ))}
          </Cards>
        )
      }
    </AsyncView>
  );
}

function ChallengeCard({
  challenge,
  signedIn,
  active,
  onStart,
}: {
  challenge: CharityChallenge;
  signedIn: boolean;
  active: boolean;
  onStart: (challenge: CharityChallenge) => void;
}) {
  const t = useTexts(CHARITY_TEXTS);
  const signIn = useSignInHref();
  const state = challengeState(challenge, signedIn);
  const headingId = `charity-challenge-${challenge.Id}`;
  return (
    <Card part="charity-challenge" data-challenge={challenge.Id} data-state={state} data-selected={active} aria-labelledby={headingId}>
      <h3 id={headingId}>{challenge.Name}</h3>
      {challenge.CompanyAccountName && <MutedText>{t('charity.challenge.company', { company: challenge.CompanyAccountName })}</MutedText>}
      {challenge.Description && <SanitizedHtml html={challenge.Description} />}
      <p>{t('charity.challenge.points', { points: challenge.PointsPerCorrectAnswer })}</p>
      {state === 'done' ? (
        <Done data-done>{t('charity.challenge.done')}</Done>
      ) : state === 'signIn' ? (
        <p>
          <a href={signIn} data-sign-in>
            {t('charity.signIn')}
          </a>
        </p>
      ) : active ? (
        <MutedText data-in-progress>{t('charity.challenge.started')}</MutedText>
      ) : (
        <Button type="button" onClick={() => onStart(challenge)}>
          {t('charity.challenge.start', { name: challenge.Name })}
        </Button>
      )}
    </Card>
  );
}
