/**
 * The live help desk on the helpdesk page: the third-party help-desk widget (config_json freshworks {url, id},
 * docs/rules/shell-access-identity.md section 3) loads by the consent overlay's rules (core/widgets planWidgets: it
 * waits for the visitor's answer to the cookie banner when the event shows one). This box does not load it again: it
 * follows the same rule to say which it is.
 * - No widget configured: nothing.
 * - Waiting for consent: what the widget is and why it waits, with a button that opens the cookie settings
 *   (core/consent CONSENT_SETTINGS_EVENT); a choice made there is followed at once (CONSENT_CHANGED_EVENT).
 * - Let in: a button that opens the widget (FreshworksWidget('open')), or says it is still loading.
 *
 * Texts: helpdesk.widget.title, helpdesk.widget.text, helpdesk.widget.open, helpdesk.widget.loading,
 * helpdesk.widget.consentNeeded, helpdesk.widget.consentOpen. Theme tokens: those of Helpdesk.styles.
 * Parts: none.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { CONSENT_CHANGED_EVENT, CONSENT_SETTINGS_EVENT, readConsent } from '../../core/consent';
import { consentSettled, parseWidgetConfig } from '../../core/widgets';
import { useEventContext, useEventState } from '../../store/react';
import { PrimaryButton, SecondaryButton, WidgetBox } from './Helpdesk.styles';
import { useHelpdeskText } from './useHelpdeskText';

type FreshworksWidget = (command: string) => void;

export function LiveHelpDesk() {
  const t = useHelpdeskText();
  const context = useEventContext();
  const titleId = useId();
  const raw = useEventState((state) => state.config.raw);
  // Its warnings are logged by the consent overlay's widgets, which read the same keys.
  const config = useMemo(() => parseWidgetConfig(raw).config, [raw]);
  const [consent, setConsent] = useState(() => readConsent(context.event, document.cookie));
  const [loadingNote, setLoadingNote] = useState(false);
  useEffect(() => {
    const follow = () => setConsent(readConsent(context.event, document.cookie));
    window.addEventListener(CONSENT_CHANGED_EVENT, follow);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, follow);
  }, [context.event]);

  if (!config.helpDesk) return null;
  const allowed = consentSettled(config, consent);

  const openWidget = () => {
    const widget = (window as unknown as { FreshworksWidget?: FreshworksWidget }).FreshworksWidget;
    if (typeof widget === 'function') {
      setLoadingNote(false);
      widget('open');
    } else setLoadingNote(true);
  };
  const openSettings = () => window.dispatchEvent(new CustomEvent(CONSENT_SETTINGS_EVENT, { detail: { event: context.event } }));

  return (
    <WidgetBox aria-labelledby={titleId} data-helpdesk-widget={allowed ? 'ready' : 'consent'}>
      <h3 id={titleId}>{t('helpdesk.widget.title')}</h3>
      {allowed ? (
        <>
          <p>{t('helpdesk.widget.text')}</p>
          <PrimaryButton type="button" onClick={openWidget}>
            {t('helpdesk.widget.open')}
          </PrimaryButton>
          <p role="status">{loadingNote ? t('helpdesk.widget.loading') : ''}</p>
        </>
      ) : (
        <>
          <p>{t('helpdesk.widget.consentNeeded')}</p>
          <SecondaryButton type="button" onClick={openSettings}>
            {t('helpdesk.widget.consentOpen')}
          </SecondaryButton>
        </>
      )}
    </WidgetBox>
  );
}
