/**
 * The networking widget's area-of-interest popup (docs/rules/shell-access-identity.md section 4: "On the configured
 * pages an area-of-interest popup opens once"; section 3, local storage `networking-popup-loaded`): where the
 * networking widget is active for this user, a user who has chosen no areas yet is asked once per browser
 * (core/networking/popup.ts). The flag is written when it opens; the choice is saved on the server (InterestsDialog).
 * The widget's ComponentVisibility rule (networkingWidget; docs/rules/content-areas.md section 4, component time
 * window) holds for the popup too: while it hides the widget, the popup does not open.
 *
 * Texts: those of InterestsDialog. Theme tokens: those of InterestsDialog.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { interestPopupOpens, NETWORKING_POPUP_FLAG } from '../../core/networking/popup';
import { containerMode } from '../../core/routeParse';
import { networkingWidgetActive, parseWidgetConfig } from '../../core/widgets';
import { networkingQueries } from '../../store/queries/networking';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { useComponentVisible } from '../../store/visibility';
import type { PageProps } from '../../ui/page';
import { InterestsDialog } from './InterestsDialog';

function readFlag(): string | null {
  try {
    return localStorage.getItem(NETWORKING_POPUP_FLAG);
  } catch {
    return null;
  }
}

function writeFlag(): void {
  try {
    localStorage.setItem(NETWORKING_POPUP_FLAG, 'true');
  } catch {
    // Storage refused (private mode): the popup may come again on the next page load, which is harmless.
  }
}

export function NetworkingPopup({ route }: PageProps) {
  const context = useEventContext();
  const raw = useEventState((state) => state.config.raw);
  const user = useEventState((state) => state.user);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const config = useMemo(() => parseWidgetConfig(raw).config, [raw]);
  const widgetVisible = useComponentVisible('networkingWidget');
  const widgetActive =
    widgetVisible &&
    networkingWidgetActive({
      config,
      routeName: route.name,
      signedIn: user !== null,
      hasTicket: user?.hasTicket ?? false,
      isApp: containerMode(route.query) === 'app',
    });
  const [phase, setPhase] = useState<'waiting' | 'open' | 'done'>('waiting');
  const asking = phase === 'waiting' && widgetActive && readFlag() !== 'true' && user?.userId != null && eventId !== null;
  const query = useQuery({
    ...networkingQueries.interests(queryScope(context, language), eventId ?? 0, user?.userId ?? 0),
    enabled: asking || phase === 'open',
  });
  const opens = asking && interestPopupOpens({ widgetActive, flag: readFlag(), chosen: query.data ? query.data.Selected.length : null });

  useEffect(() => {
    if (!opens) return;
    writeFlag();
    setPhase('open');
  }, [opens]);

  if (phase !== 'open' || !query.data || !user?.userId || eventId === null) return null;
  return <InterestsDialog interests={query.data} eventId={eventId} userId={user.userId} onClose={() => setPhase('done')} />;
}
