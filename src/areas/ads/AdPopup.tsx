/**
 * One advertisement popup (docs/rules/shell-access-identity.md sections 3 and 4): a modal dialog with the ad's
 * headlines, picture or video, its text (HTML, sanitised) and its optional link, in its background
 * colour. A link whose URL is not safe (core/url.ts) is left out. Tracked (section 7, the advertisement popup's
 * link; ours, issue 23): the popup shown (ad-impression) and its link followed (ad-click), target the ad's id.
 *
 * Texts: ads.title (when the ad has no top headline), ads.close, ads.more (when it has no button text).
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-radius, --vmx-space, --vmx-color-focus.
 */
import { ADS_TEXTS } from '../../core/adsTexts';
import { safeColour, type Advertisement } from '../../core/advertisement';
import { safeHref } from '../../core/url';
import { useEffect } from 'react';
import { useEventContext, useTexts } from '../../store/react';
import { track } from '../../store/track';
import { Dialog } from '../../ui/Dialog';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { AdBody, AdLink, AdMedia } from './AdPopup.styles';

export function AdPopup({ ad, onClose }: { ad: Advertisement; onClose: () => void }) {
  const t = useTexts(ADS_TEXTS);
  const link = safeHref(ad.optionalLink);
  const picture = safeHref(ad.pictureFilePath);
  const video = safeHref(ad.videoFilePath);
  const target = ['_self', '_blank', '_parent', '_top'].includes(ad.optionalLinkTarget) ? ad.optionalLinkTarget : '_self';
  const context = useEventContext();
  useEffect(() => track(context, { kind: 'ad-impression', targetType: 'ad', targetId: ad.id }), [context, ad.id]);
  return (
    <Dialog open title={ad.headlineTop || t('ads.title')} closeLabel={t('ads.close')} onClose={onClose}>
      <AdBody part="advertisement" data-ad-id={ad.id} $background={safeColour(ad.backgroundColor)}>
        {ad.headlineBottom && <p className="headline-bottom">{ad.headlineBottom}</p>}
        {picture && <AdMedia as="img" src={picture} alt="" />}
        {video && <AdMedia as="video" src={video} controls muted playsInline />}
        {ad.text && <SanitizedHtml html={ad.text} part="advertisement-text" />}
        {link && (
          <AdLink
            href={link}
            target={target}
            rel={target === '_blank' ? 'noopener noreferrer' : undefined}
            onClick={() => {
              track(context, { kind: 'ad-click', targetType: 'ad', targetId: ad.id });
              if (target === '_self') onClose();
            }}
          >
            {ad.optionalLinkButtonText || t('ads.more')}
          </AdLink>
        )}
      </AdBody>
    </Dialog>
  );
}
