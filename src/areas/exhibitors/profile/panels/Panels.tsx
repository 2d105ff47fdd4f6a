/**
 * The profile's tab panels besides the profile itself (docs/rules/content-areas.md section 7): products, meetings,
 * webcasts, presentations, symposia, lounge (with its staff's conversations with visitors, LoungeConversations), chat
 * (writing to the company's staff, CompanyChat; and for the staff their statistics, LoungeStatistics) and files. Server HTML goes through SanitizedHtml; URLs become links
 * only through safeExternalUrl. Tracked (ours, issue 23): a file opened (file-download) and a webcast's progress
 * (video-progress, target the company, element the webcast's id; ui/useMediaTracking.ts).
 *
 * Texts: exhibitorProfile.*, exhibitors.tab.empty. Theme tokens: those of Panel.styles.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { distributionFileUrl } from '../../../../api/exhibition';
import type {
  CompanyProfile,
  ExhibitorMeeting,
  ExhibitorPresentation,
  ExhibitorProduct,
  ExhibitorWebcast,
  SymposiumSession,
} from '../../../../contracts';
import { formatProgrammeDate } from '../../../../core/programme/dateFormat';
import { safeExternalUrl } from '../../../../core/url';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { track } from '../../../../store/track';
import { useRouteHref } from '../../../../ui/platformLinks';
import { useMediaTracking } from '../../../../ui/useMediaTracking';
import { SanitizedHtml } from '../../../../ui/SanitizedHtml';
import { MeetingCard } from '../../meetings/MeetingCard';
import { ProductCard } from '../../products/ProductCard';
import { useChatModel, useLounge } from '../useCompanyProfile';
import { useSignInHref } from '../../../../ui/useSignInHref';
import { AsyncView, type AsyncQuery } from '../../../../ui/AsyncView';
import { PROFILE_TEXTS } from '../texts';
import { CompanyChat } from './CompanyChat';
import { LoungeConversations } from './LoungeConversations';
import { LoungeStatistics } from './LoungeStatistics';
import { JoinLink, PanelList } from './Panel.styles';
import { MutedText } from '../../../../ui/styles/page';

/** A panel's read: loading, failure with a retry (AsyncView in the tabs' texts), then what it has. */
function PanelAsync<T>({ query, children }: { query: AsyncQuery<T>; children: (data: T) => React.ReactNode }) {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <AsyncView
      query={query}
      texts={{ loading: t('exhibitorProfile.tabLoading'), error: t('exhibitorProfile.tabError'), retry: t('exhibitors.retry') }}
    >
      {children}
    </AsyncView>
  );
}

/** Loading, failure and emptiness of a list panel, then its items. */
function ListPanel<T>({ query, children }: { query: UseQueryResult<T[]>; children: (items: T[]) => React.ReactNode }) {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <PanelAsync query={query}>
      {(items) => (items.length === 0 ? <MutedText>{t('exhibitors.tab.empty')}</MutedText> : <PanelList>{children(items)}</PanelList>)}
    </PanelAsync>
  );
}

export function ProductsPanel({ query }: { query: UseQueryResult<ExhibitorProduct[]> }) {
  return (
    <ListPanel query={query}>
      {(products) =>
        products.map((product) => (
          <li key={product.Id}>
            <ProductCard product={product} />
          </li>
        ))
      }
    </ListPanel>
  );
}

export function MeetingsPanel({ query }: { query: UseQueryResult<ExhibitorMeeting[]> }) {
  return (
    <ListPanel query={query}>
      {(meetings) =>
        meetings.map((meeting) => (
          <li key={meeting.Id}>
            <MeetingCard meeting={meeting} />
          </li>
        ))
      }
    </ListPanel>
  );
}

export function WebcastsPanel({ query, companyAccountId }: { query: UseQueryResult<ExhibitorWebcast[]>; companyAccountId?: string }) {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <ListPanel query={query}>
      {(webcasts) =>
        webcasts.map((webcast) => {
          const video = safeExternalUrl(webcast.VideoUrl);
          return (
            <li key={webcast.Id} data-webcast-id={webcast.Id}>
              <h3>{webcast.Title}</h3>
              {webcast.DurationMinutes > 0 && (
                <MutedText>{t('exhibitorProfile.webcast.duration', { minutes: webcast.DurationMinutes })}</MutedText>
              )}
              {webcast.Description && <SanitizedHtml html={webcast.Description} />}
              {video && <WebcastVideo src={video} webcast={webcast} companyAccountId={companyAccountId} />}
            </li>
          );
        })
      }
    </ListPanel>
  );
}

function WebcastVideo({ src, webcast, companyAccountId }: { src: string; webcast: ExhibitorWebcast; companyAccountId?: string }) {
  const onTime = useMediaTracking(
    companyAccountId === undefined ? undefined : { targetType: 'company', targetId: companyAccountId, element: String(webcast.Id) },
  );
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the API gives a webcast no captions file (ExhibitorWebcast has none) to put in a <track>; an HLS webcast brings its own.
    <video
      controls
      preload="none"
      src={src}
      aria-label={webcast.Title}
      onTimeUpdate={(event) => onTime(event.currentTarget)}
      onEnded={(event) => onTime(event.currentTarget)}
    />
  );
}

export function PresentationsPanel({ query }: { query: UseQueryResult<ExhibitorPresentation[]> }) {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <ListPanel query={query}>
      {(presentations) =>
        presentations.map((presentation) => {
          const url = safeExternalUrl(presentation.Url);
          return (
            <li key={presentation.Id}>
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {presentation.Title}
                </a>
              ) : (
                presentation.Title
              )}
              {presentation.SpeakerName && <> {t('exhibitorProfile.presentation.by', { speaker: presentation.SpeakerName })}</>}
            </li>
          );
        })
      }
    </ListPanel>
  );
}

/** Ours: the symposium's date and time, in the event's time zone and language. */
const SYMPOSIUM_START = 'DD MMMM YYYY, HH:mm';
const SYMPOSIUM_END = 'HH:mm';

export function SymposiaPanel({ query }: { query: UseQueryResult<SymposiumSession[]> }) {
  const href = useRouteHref();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  return (
    <ListPanel query={query}>
      {(symposia) =>
        symposia.map((session) => {
          const when = [
            formatProgrammeDate(session.StartDateTime, SYMPOSIUM_START, language, timeZone),
            formatProgrammeDate(session.EndDateTime, SYMPOSIUM_END, language, timeZone),
          ]
            .filter(Boolean)
            .join('–');
          return (
            <li key={session.Id} data-symposium-id={session.Id}>
              <h3>
                <a href={href('SessionPage', { sessionId: session.Id })}>{session.Name}</a>
              </h3>
              {when && <p>{when}</p>}
            </li>
          );
        })
      }
    </ListPanel>
  );
}

export function LoungePanel({ profile }: { profile: CompanyProfile }) {
  const t = useTexts(PROFILE_TEXTS);
  const user = useEventState((state) => state.user);
  const signInHref = useSignInHref();
  const lounge = useLounge(profile.CompanyAccountId);
  // Until the lounge is there, the panel's read state; the lounge itself follows.
  if (!lounge.data) return <PanelAsync query={lounge}>{() => null}</PanelAsync>;
  const meeting = safeExternalUrl(lounge.data.MeetingUrl);
  return (
    <div data-lounge>
      <h3>{lounge.data.Title}</h3>
      <SanitizedHtml html={lounge.data.Welcome} />
      {lounge.data.Staff.length > 0 && (
        <>
          <h4>{t('exhibitorProfile.lounge.staff')}</h4>
          <PanelList>
            {lounge.data.Staff.map((member) => (
              <li key={`${member.Name}-${member.Role}`}>
                {member.Name}, {member.Role}
              </li>
            ))}
          </PanelList>
        </>
      )}
      <p>
        {meeting ? (
          <JoinLink href={meeting} target="_blank" rel="noopener noreferrer">
            {t('exhibitorProfile.lounge.join')}
          </JoinLink>
        ) : user ? (
          t('exhibitorProfile.lounge.closed')
        ) : (
          // The server gives the room's address to signed-in users only.
          <>
            {t('exhibitorProfile.lounge.signInFirst')} <a href={signInHref}>{t('exhibitorProfile.signIn')}</a>
          </>
        )}
      </p>
      <LoungeConversations profile={profile} />
      <LoungeStatistics profile={profile} />
    </div>
  );
}

/** The chat with the company's staff: for a signed-in user, when the company offers it (CompanyChat). */
export function ChatPanel({ profile }: { profile: CompanyProfile }) {
  const t = useTexts(PROFILE_TEXTS);
  const user = useEventState((state) => state.user);
  const signInHref = useSignInHref();
  const chat = useChatModel(profile.CompanyAccountId);
  if (!user) {
    return (
      <p>
        {t('exhibitorProfile.chat.signInFirst')} <a href={signInHref}>{t('exhibitorProfile.signIn')}</a>
      </p>
    );
  }
  if (!chat.data) return <PanelAsync query={chat}>{() => null}</PanelAsync>;
  if (!chat.data.Enabled) return <MutedText>{t('exhibitorProfile.chat.unavailable')}</MutedText>;
  return <CompanyChat profile={profile} chat={chat.data} />;
}

export function FilesPanel({ profile }: { profile: CompanyProfile }) {
  const t = useTexts(PROFILE_TEXTS);
  const context = useEventContext();
  const files = profile.DistributionFiles.filter((file) => safeExternalUrl(file.Url));
  if (files.length === 0) return <MutedText>{t('exhibitors.tab.empty')}</MutedText>;
  return (
    <PanelList>
      {files.map((file) => (
        <li key={file.Url}>
          <a
            href={distributionFileUrl(context.http, file.Url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() =>
              track(context, { kind: 'file-download', targetType: 'company', targetId: profile.CompanyAccountId, element: file.Name })
            }
            aria-label={t('exhibitorProfile.opensNewTab', { label: file.Name })}
          >
            {file.Name}
          </a>
        </li>
      ))}
    </PanelList>
  );
}
