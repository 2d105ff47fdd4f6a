/**
 * The world village (/worldvillage/{i}/{e}/{l}; docs/rules/content-areas.md section 2 names the screen): the
 * congress's national and partner societies, searchable like the exhibitor list (the same fuzzy search,
 * core/society/worldVillage.ts) and filtered by kind, the search kept in the address (q, kind) once typing pauses.
 * Each society's card opens its profile at ?id={id}: a deep link, and Back returns to the list as it was.
 *
 * Texts: worldVillage.*, society.retry. Theme tokens: those of Society.styles and ui/listControls.
 * Parts: world-village-search, society-card (and those of SocietyProfile).
 */
import { useId, useMemo } from 'react';
import type { SocietyKind, WorldVillageSociety } from '../../../contracts';
import { SOCIETY_TEXTS } from '../../../core/society/texts';
import {
  SOCIETY_KINDS,
  buildSocietySearchIndex,
  readWorldVillageState,
  societyIdOf,
  worldVillageQuery,
  worldVillageResults,
  type WorldVillageState,
} from '../../../core/society/worldVillage';
import { useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { SearchTextField } from '../../../ui/listControls';
import { Controls, Count, State } from '../../../ui/listControls.styles';
import type { PageProps } from '../../../ui/page';
import { useAddressedState, type AddressedStateOptions } from '../../../ui/useAddressedState';
import { useRouteHref } from '../../../ui/platformLinks';
import { Badge, Card, CardLink, Cards, Logo, Page } from '../Society.styles';
import { MutedText } from '../../../ui/styles/page';
import { useWorldVillage } from '../useSociety';
import { SocietyProfile } from './SocietyProfile';

/** Ours, as the exhibitor list's: how long typing pauses before the address follows the search. */
const ADDRESS_DELAY_MS = 400;

export function WorldVillagePage({ route, navigate }: PageProps) {
  const societyId = societyIdOf(route.query);
  return (
    <Page data-page="world-village">
      {societyId === null ? <SocietyList route={route} navigate={navigate} /> : <SocietyProfile id={societyId} />}
    </Page>
  );
}

const ADDRESS = {
  read: readWorldVillageState,
  write: worldVillageQuery,
  // Typing waits for a pause; a change of kind is written at once, so a profile opened right after it returns to it.
  delayMs: (next, current) => ((next.q ?? '') === (current.q ?? '') ? 0 : ADDRESS_DELAY_MS),
} satisfies AddressedStateOptions<WorldVillageState>;

function SocietyList({ route, navigate }: PageProps) {
  const t = useTexts(SOCIETY_TEXTS);
  const societies = useWorldVillage();
  const [state, setState] = useAddressedState({ route, navigate }, ADDRESS);

  return (
    <>
      <p>{t('worldVillage.intro')}</p>
      <AsyncView
        query={societies}
        texts={{ loading: t('worldVillage.loading'), error: t('worldVillage.error'), retry: t('society.retry') }}
      >
        {(list) =>
          list.length === 0 ? <p>{t('worldVillage.empty')}</p> : <SearchableList list={list} state={state} onChange={setState} />
        }
      </AsyncView>
    </>
  );
}

function SearchableList({
  list,
  state,
  onChange,
}: {
  list: WorldVillageSociety[];
  state: WorldVillageState;
  onChange: (state: WorldVillageState) => void;
}) {
  const t = useTexts(SOCIETY_TEXTS);
  const ids = useId();
  const index = useMemo(() => buildSocietySearchIndex(list), [list]);
  const shown = useMemo(() => worldVillageResults(index, state), [index, state]);
  return (
    <>
      <Controls part="world-village-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchTextField
          label={t('worldVillage.search')}
          placeholder={t('worldVillage.searchPlaceholder')}
          value={state.text}
          onChange={(text) => onChange({ ...state, text })}
        />
        <label>
          {t('worldVillage.kind')}
          <select
            value={state.kind ?? ''}
            onChange={(event) => onChange({ ...state, kind: SOCIETY_KINDS.find((kind) => kind === event.target.value) ?? null })}
          >
            <option value="">{t('worldVillage.kind.all')}</option>
            {SOCIETY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`worldVillage.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      <Count role="status" id={`${ids}-count`}>
        {t('worldVillage.count', { count: shown.length })}
      </Count>
      {shown.length === 0 ? (
        <State>{t('worldVillage.none', { text: state.text })}</State>
      ) : (
        <Cards aria-describedby={`${ids}-count`}>
          {shown.map((society) => (
            <li key={society.Id}>
              <SocietyCard society={society} />
            </li>
          ))}
        </Cards>
      )}
    </>
  );
}

function kindText(kind: SocietyKind): `worldVillage.kind.${SocietyKind}` {
  return `worldVillage.kind.${kind}`;
}

function SocietyCard({ society }: { society: WorldVillageSociety }) {
  const t = useTexts(SOCIETY_TEXTS);
  const href = useRouteHref();
  return (
    <Card part="society-card" data-society={society.Id}>
      <CardLink href={href('WorldVillagePage', {}, { id: String(society.Id) })} aria-label={t('worldVillage.open', { name: society.Name })}>
        <Logo src={society.LogoPath} alt="" loading="lazy" width={300} height={120} />
        <h3>{society.Name}</h3>
      </CardLink>
      <Badge>{t(kindText(society.Kind))}</Badge>
      <MutedText>
        {society.Acronym} · {society.CountryName ?? t('worldVillage.international')}
      </MutedText>
      <p>{society.Summary}</p>
    </Card>
  );
}
