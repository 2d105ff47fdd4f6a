/**
 * The 2D booth page (docs/rules/content-areas.md sections 2 and 3, /booth?id=): the company's booth picture with its
 * hotspots placed on it by X and Y (per cent), each a real link or button with its label: a web page or
 * a distribution file opens in a new tab, a video opens in a dialog, the lounge and the chat lead to
 * those tabs of the company's profile. The hotspots are a list in the page's reading order, so keyboard
 * and screen-reader users reach each one. A link to the full profile; without a booth (404, no id) a
 * not-found state with a way back to the exhibitors. An HCP-only company's videos and files come without
 * their address for anyone the server does not know as a healthcare professional: a note says so, with
 * the way in (sign in; signed in, the HCP question on the company's profile, which saves the answer).
 *
 * The company's charity challenges follow (profile/ExhibitorChallenges, loaded on demand). The booth's QR code
 * (ui/QrCodeButton) holds the company's profile address: that opens this booth (the profile's entry rule), and it is
 * what the Scan page follows for an exhibitor.
 *
 * A file opened is tracked as on the profile (file-download, issue 23).
 *
 * Texts: booth.*, exhibitionPages.*. Theme tokens: those of BoothPage.styles and ui/Dialog.
 * Parts: booth, hotspots.
 */
import { lazy, Suspense, useState } from 'react';
import { buildRoute } from '../../../core/routes';
import { distributionFileUrl } from '../../../api/exhibition';
import { HttpError } from '../../../api/http';
import type { BoothHotspot } from '../../../contracts';
import { EXHIBITION_PAGES_TEXTS } from '../../../core/exhibitors/pagesTexts';
import { safeExternalUrl, safeHref } from '../../../core/url';
import { useEventContext, useEventState, useTexts } from '../../../store/react';
import { track } from '../../../store/track';
import { Dialog } from '../../../ui/Dialog';
import { AsyncView } from '../../../ui/AsyncView';
import { State } from '../../../ui/listControls.styles';
import type { PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { QrCodeButton } from '../../../ui/QrCodeButton';
import { Hotspots, Page, ProfileLink, ScreenReaderOnly, Spot, Stage, Video } from './BoothPage.styles';
import { useCompanyBooth } from './useCompanyBooth';

// The company's charity challenges, as on its profile (docs/rules/content-areas.md section 7, "Charity"): a company
// with a 2D booth sends its visitors here instead of the profile, so the booth shows them too. Their own chunk.
const ExhibitorChallenges = lazy(() =>
  import('../profile/ExhibitorChallenges/ExhibitorChallenges').then((module) => ({ default: module.ExhibitorChallenges })),
);

/** A hotspot is shown when it can open something: lounge and chat always, the others with a safe http(s) URL. */
const usable = (hotspot: BoothHotspot) => hotspot.Kind === 'lounge' || hotspot.Kind === 'chat' || safeExternalUrl(hotspot.Url) !== null;

/** A video or file hotspot whose address the server withheld (an HCP-only company's, for a non-HCP). */
const withheld = (hotspot: BoothHotspot) => (hotspot.Kind === 'video' || hotspot.Kind === 'file') && hotspot.Url === null;

/** Per cent kept inside the picture, so a stray value cannot place a hotspot off the booth. */
const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50);

function Hotspot({
  hotspot,
  companyAccountId,
  onVideo,
}: {
  hotspot: BoothHotspot;
  companyAccountId: string;
  onVideo: (hotspot: BoothHotspot, url: string) => void;
}) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const context = useEventContext();
  const href = useRouteHref();
  const newTab = <ScreenReaderOnly> {t('exhibitionPages.newTab')}</ScreenReaderOnly>;
  const external = safeExternalUrl(hotspot.Url);
  switch (hotspot.Kind) {
    case 'link':
      return external ? (
        <a href={external} target="_blank" rel="noopener">
          {hotspot.Label}
          {newTab}
        </a>
      ) : null;
    case 'file':
      return external ? (
        <a
          href={distributionFileUrl(context.http, external)}
          target="_blank"
          rel="noopener"
          // As the profile's files (issue 23): a sponsor's file opened counts wherever it was opened.
          onClick={() =>
            track(context, { kind: 'file-download', targetType: 'company', targetId: companyAccountId, element: hotspot.Label })
          }
        >
          {hotspot.Label}
          {newTab}
        </a>
      ) : null;
    case 'video':
      return external ? (
        <button type="button" aria-haspopup="dialog" onClick={() => onVideo(hotspot, external)}>
          {hotspot.Label}
        </button>
      ) : null;
    case 'lounge':
    case 'chat':
      return <a href={href('ProfilePage', { companyAccountId, page: hotspot.Kind })}>{hotspot.Label}</a>;
    default:
      return null;
  }
}

function HcpNote({ name, companyAccountId, returnUrl }: { name: string; companyAccountId: string; returnUrl: string }) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const href = useRouteHref();
  const signedIn = useEventState((state) => state.user !== null);
  return (
    <p data-booth-note="hcp">
      {t('booth.hcpOnly')}{' '}
      {signedIn ? (
        <a href={href('ProfilePage', { companyAccountId })}>{t('booth.hcpConfirm', { name })}</a>
      ) : (
        <a href={href('LoginPage', {}, { returnUrl })}>{t('booth.hcpSignIn')}</a>
      )}
    </p>
  );
}

export function BoothPage({ route }: PageProps) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const href = useRouteHref();
  const companyAccountId = (route.query.id ?? '').trim();
  const booth = useCompanyBooth(companyAccountId);
  const [video, setVideo] = useState<{ label: string; url: string } | null>(null);
  const notFound =
    companyAccountId === '' || (booth.error instanceof HttpError && (booth.error.status === 404 || booth.error.status === 400));

  if (notFound) {
    return (
      <Page part="booth" data-booth="not-found">
        <State role="alert">{t('booth.notFound')}</State>
        <p>
          <a href={href('IndustryLanding')}>{t('booth.backToList')}</a>
        </p>
      </Page>
    );
  }
  return (
    <Page part="booth" data-booth={booth.data?.CompanyAccountId}>
      <AsyncView
        query={booth}
        texts={{ loading: t('booth.loading'), error: t('booth.error'), retry: t('exhibitionPages.retry') }}
        box={State}
      >
        {(data) => {
          const background = safeHref(data.BackgroundImagePath);
          return (
            <>
              <h2>{t('booth.title', { name: data.Name })}</h2>
              <Stage>
                {background && <img src={background} alt="" />}
                <Hotspots part="hotspots" aria-label={t('booth.hotspots')}>
                  {data.Hotspots.filter(usable).map((hotspot) => (
                    <Spot key={hotspot.Id} $x={clampPercent(hotspot.X)} $y={clampPercent(hotspot.Y)} data-hotspot={hotspot.Kind}>
                      <Hotspot
                        hotspot={hotspot}
                        companyAccountId={data.CompanyAccountId}
                        onVideo={(spot, url) => setVideo({ label: spot.Label, url })}
                      />
                    </Spot>
                  ))}
                </Hotspots>
              </Stage>
              {data.Hotspots.some(withheld) && (
                <HcpNote name={data.Name} companyAccountId={data.CompanyAccountId} returnUrl={buildRoute(route)} />
              )}
              <p>
                <ProfileLink href={href('ProfilePage', { companyAccountId: data.CompanyAccountId })}>
                  {t('booth.profile', { name: data.Name })}
                </ProfileLink>
              </p>
              {/* The booth's QR code holds the company's profile address, which opens this booth (ProfilePage's entry rule). */}
              <p>
                <QrCodeButton target={{ kind: 'exhibitor', route: 'ProfilePage', params: { companyAccountId: data.CompanyAccountId } }} />
              </p>
              <Suspense fallback={null}>
                <ExhibitorChallenges companyAccountId={data.CompanyAccountId} />
              </Suspense>
              {video && (
                <Dialog
                  open
                  title={t('booth.video', { label: video.label })}
                  closeLabel={t('exhibitionPages.close')}
                  onClose={() => setVideo(null)}
                >
                  <Video controls src={video.url} />
                </Dialog>
              )}
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
