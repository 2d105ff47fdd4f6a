/**
 * NoaccessPage (/noaccess/{i}/{e}/{l}?prevPage=): says why the wanted page is closed to the visitor, from
 * the stored deny reason, with a way back to it and a way to sign in with another account.
 *
 * Texts: access.noaccess.NoTicket|TicketSyncError|NoUser|default, access.tryAgain, access.otherAccount.
 */
import type { AuthTextKey } from '../../core/authTexts';
import { buildPath } from '../../core/routes';
import { lastDenyReason } from '../../store/denyReasons';
import { useEventContext } from '../../store/react';
import { FormNotice } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Links, Stack } from './Auth.styles';
import { safeReturnPath } from '../../core/returnPath';
import { useAuthText } from './useAuthText';

const REASON_TEXTS: Record<string, AuthTextKey> = {
  NoTicket: 'access.noaccess.NoTicket',
  TicketSyncError: 'access.noaccess.TicketSyncError',
  NoUser: 'access.noaccess.NoUser',
};

export function NoaccessPage({ route }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const wanted = safeReturnPath(route.query.prevPage, location.origin);
  const reason = lastDenyReason(context.instance);
  return (
    <Stack>
      <FormNotice tone="danger">{t(REASON_TEXTS[reason ?? ''] ?? 'access.noaccess.default')}</FormNotice>
      <Links>
        {wanted && <a href={wanted}>{t('access.tryAgain')}</a>}
        <a href={buildPath('LogoutPage', address)}>{t('access.otherAccount')}</a>
      </Links>
    </Stack>
  );
}
