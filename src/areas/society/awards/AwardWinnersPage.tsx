/**
 * The award winners page (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/award-winners): the society's awards
 * by category, each with what it honours and its winners: photo (their initials when there is none), name,
 * affiliation and country, the citation, and, when the winner speaks at the congress, links to their award talk
 * and their speaker page in the programme.
 *
 * Texts: awards.*, society.retry. Theme tokens: those of Society.styles. Parts: award-category, award, award-winner.
 */
import { useId } from 'react';
import type { Award, AwardWinner } from '../../../contracts';
import { winnerInitials, winnerPhoto } from '../../../core/society/awards';
import { SOCIETY_TEXTS } from '../../../core/society/texts';
import { useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { useRouteHref } from '../../../ui/platformLinks';
import { Card, Cards, Initials, Page, Portrait, Winner, Winners } from '../Society.styles';
import { MutedText, PageSection } from '../../../ui/styles/page';
import { useAwardWinners } from '../useSociety';

export function AwardWinnersPage() {
  const t = useTexts(SOCIETY_TEXTS);
  const awards = useAwardWinners();
  const ids = useId();
  return (
    <Page data-page="award-winners">
      <p>{t('awards.intro')}</p>
      <AsyncView query={awards} texts={{ loading: t('awards.loading'), error: t('awards.error'), retry: t('society.retry') }}>
        {(categories) =>
          categories.length === 0 ? (
            <p>{t('awards.empty')}</p>
          ) : (
            categories.map((category) => (
              <PageSection key={category.Id} part="award-category" data-category={category.Id} aria-labelledby={`${ids}-${category.Id}`}>
                <h2 id={`${ids}-${category.Id}`}>{category.Name}</h2>
                <Cards>
                  {category.Awards.map((award) => (
                    <li key={award.Id}>
                      <AwardCard award={award} />
                    </li>
                  ))}
                </Cards>
              </PageSection>
            ))
          )
        }
      </AsyncView>
    </Page>
  );
}

function AwardCard({ award }: { award: Award }) {
  const t = useTexts(SOCIETY_TEXTS);
  return (
    <Card part="award" data-award={award.Id}>
      <h3>{award.Name}</h3>
      <MutedText>{award.Description}</MutedText>
      <p>{t('awards.winners', { count: award.Winners.length })}</p>
      <Winners>
        {award.Winners.map((winner) => (
          <WinnerItem key={winner.Id} winner={winner} />
        ))}
      </Winners>
    </Card>
  );
}

function WinnerItem({ winner }: { winner: AwardWinner }) {
  const t = useTexts(SOCIETY_TEXTS);
  const href = useRouteHref();
  const photo = winnerPhoto(winner);
  return (
    <Winner part="award-winner" data-winner={winner.Id}>
      {photo ? (
        <Portrait src={photo} alt={t('awards.photo', { name: winner.Name })} loading="lazy" width={64} height={64} />
      ) : (
        // The initials stand in for a photo: the name follows in text, so they are not read out twice.
        <Initials aria-hidden="true">{winnerInitials(winner.Name)}</Initials>
      )}
      <div>
        <h4>{winner.Name}</h4>
        <MutedText>
          {winner.Affiliation}
          {winner.Country ? `, ${winner.Country}` : ''}
        </MutedText>
        <blockquote>{winner.Citation}</blockquote>
        {winner.PresentationId !== null && winner.PresentationTitle && (
          <p>
            <a href={href('PresentationPage', { presentationId: winner.PresentationId })} data-link="presentation">
              {t('awards.presentation', { title: winner.PresentationTitle })}
            </a>
          </p>
        )}
        {winner.SpeakerId !== null && (
          <p>
            <a href={href('FacultyPage', { userId: winner.SpeakerId })} data-link="speaker">
              {t('awards.speaker', { name: winner.Name })}
            </a>
          </p>
        )}
      </div>
    </Winner>
  );
}
