/**
 * An exhibitor's charity challenges on its company profile (docs/rules/content-areas.md section 7, "Charity":
 * `GET /api/Exhibition/ExhibitorChallenges/{eventId}/{language}?id`): name, description, points per correct answer
 * and a link to take the challenge on the charity page. Nothing shows while loading, on failure or when the
 * company has none: the block is an extra of the profile, never in its way. Loaded on demand (its own chunk).
 *
 * Texts: exhibitorProfile.challenges.*. Theme tokens: those of Panel.styles. Parts: exhibitor-challenges.
 */
import { useQuery } from '@tanstack/react-query';
import { EXHIBITOR_CHALLENGE_TEXTS } from '../../../../core/exhibitors/challengeTexts';
import { charityQueries } from '../../../../store/queries/charity';
import { queryScope } from '../../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../../store/react';
import { useRouteHref } from '../../../../ui/platformLinks';
import { SanitizedHtml } from '../../../../ui/SanitizedHtml';
import { useExhibitorsLanguage } from '../../useExhibitors';
import { PanelList } from '../panels/Panel.styles';
import { MutedText } from '../../../../ui/styles/page';
import { useEventId } from '../useCompanyProfile';

export function ExhibitorChallenges({ companyAccountId }: { companyAccountId: string }) {
  const t = useTexts(EXHIBITOR_CHALLENGE_TEXTS);
  const context = useEventContext();
  const language = useExhibitorsLanguage();
  const eventId = useEventId();
  const href = useRouteHref();
  const challenges = useQuery({
    ...charityQueries.exhibitorChallenges(queryScope(context, language), eventId, companyAccountId),
    enabled: eventId !== null,
  });
  const list = challenges.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="vmx-exhibitor-challenges" part="exhibitor-challenges" data-exhibitor-challenges>
      <h3 id="vmx-exhibitor-challenges">{t('exhibitorProfile.challenges.heading')}</h3>
      <MutedText>{t('exhibitorProfile.challenges.intro')}</MutedText>
      <PanelList>
        {list.map((challenge) => (
          <li key={challenge.Id} data-challenge-id={challenge.Id}>
            <h4>{challenge.Name}</h4>
            {challenge.Description && <SanitizedHtml html={challenge.Description} />}
            <MutedText>{t('exhibitorProfile.challenges.points', { points: challenge.PointsPerCorrectAnswer })}</MutedText>
            <a href={href('CharityPage')}>{t('exhibitorProfile.challenges.take')}</a>
          </li>
        ))}
      </PanelList>
    </section>
  );
}
