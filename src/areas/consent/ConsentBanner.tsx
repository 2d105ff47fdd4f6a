/**
 * The cookie banner at the bottom of the page (docs/rules/shell-access-identity.md section 4): accept necessary
 * cookies only, accept all, or customise the analytics and web-font (Typekit) cookies; necessary cookies
 * are always on. Not a modal: the page stays usable; every control is a real button or checkbox.
 *
 * Texts: consent.title, consent.intro, consent.analyticsText, consent.typekitText, consent.acceptNecessary,
 * consent.acceptAll, consent.customise, consent.options, consent.necessary, consent.analytics,
 * consent.typekit, consent.confirm. Theme tokens: --vmx-color-background, --vmx-color-text,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus, --vmx-radius, --vmx-space. Parts:
 * consent-banner.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ConsentChoice } from '../../core/consent';
import { CONSENT_TEXTS } from '../../core/consentTexts';
import { parseWidgetConfig } from '../../core/widgets';
import { useEventState, useTexts } from '../../store/react';
import { Actions, Banner, Options, PrimaryButton, SecondaryButton } from './ConsentBanner.styles';

export interface ConsentBannerProps {
  onChoice: (choice: ConsentChoice) => void;
  /** Open on the options (a page asked for the cookie settings). */
  customise?: boolean;
}

export default function ConsentBanner({ onChoice, customise = false }: ConsentBannerProps) {
  const t = useTexts(CONSENT_TEXTS);
  const raw = useEventState((state) => state.config.raw);
  // Warnings about these keys come from the widgets, which read the same config.
  const { showAnalyticsText, showAdobeTypekitText } = useMemo(() => parseWidgetConfig(raw).config, [raw]);
  const titleId = useId();
  const [customising, setCustomising] = useState(customise);
  const [analytics, setAnalytics] = useState(false);
  const [typekit, setTypekit] = useState(false);
  const optionsRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // Opening the options moves focus to them, so keyboard users carry on where the choice is.
    if (customising) optionsRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [customising]);

  return (
    <Banner part="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('consent.title')}</h2>
      <p>{t('consent.intro')}</p>
      {showAnalyticsText && <p>{t('consent.analyticsText')}</p>}
      {showAdobeTypekitText && <p>{t('consent.typekitText')}</p>}
      {customising ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onChoice({ kind: 'custom', analytics: showAnalyticsText && analytics, typekit: showAdobeTypekitText && typekit });
          }}
        >
          <Options ref={optionsRef}>
            <legend>{t('consent.options')}</legend>
            <label>
              <input type="checkbox" checked disabled />
              {t('consent.necessary')}
            </label>
            {showAnalyticsText && (
              <label>
                <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
                {t('consent.analytics')}
              </label>
            )}
            {showAdobeTypekitText && (
              <label>
                <input type="checkbox" checked={typekit} onChange={(event) => setTypekit(event.target.checked)} />
                {t('consent.typekit')}
              </label>
            )}
          </Options>
          <Actions>
            <PrimaryButton type="submit">{t('consent.confirm')}</PrimaryButton>
          </Actions>
        </form>
      ) : (
        <Actions>
          <SecondaryButton type="button" onClick={() => onChoice({ kind: 'necessary' })}>
            {t('consent.acceptNecessary')}
          </SecondaryButton>
          <SecondaryButton type="button" onClick={() => setCustomising(true)}>
            {t('consent.customise')}
          </SecondaryButton>
          <PrimaryButton type="button" onClick={() => onChoice({ kind: 'all' })}>
            {t('consent.acceptAll')}
          </PrimaryButton>
        </Actions>
      )}
    </Banner>
  );
}
