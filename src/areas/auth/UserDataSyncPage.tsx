/**
 * UserDataSyncPage (/{i}/{e}/{l}/auth/correlate/userdatasync?returnUrl): after single sign-on, the
 * person's profile next to what the provider reported (ExternalUserCompareData). When they differ, the
 * person takes the provider's details or keeps the profile's (SyncExternalUser with doSyncContact), then
 * goes on to returnUrl. When nothing differs there is nothing to ask, and the page goes straight on.
 *
 * Texts: auth.sso.sync.*, auth.firstname, auth.surname, auth.error.generic, access.noaccess.NoUser,
 * auth.signIn.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HttpError } from '../../api/http';
import { syncExternalUser } from '../../api/sso';
import type { UserProfile } from '../../contracts';
import { buildPath } from '../../core/routes';
import { identityQueries } from '../../store/queries/identity';
import { queryScope } from '../../store/queries/keys';
import { ssoQueries } from '../../store/queries/sso';
import { useEventContext, useEventState } from '../../store/react';
import { renameSession } from '../../store/signInOut';
import { Button, FormNotice } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Actions, CompareTable, Stack } from './Auth.styles';
import { safeReturnPath } from '../../core/returnPath';
import { useAuthText } from './useAuthText';
import { useSsoProviderLabel } from './useSsoLinks';

const FIELD_LABELS = { Firstname: 'auth.firstname', Surname: 'auth.surname' } as const;

export function UserDataSyncPage({ route, navigate }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const queryClient = useQueryClient();
  const user = useEventState((state) => state.user);
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const returnTo = safeReturnPath(route.query.returnUrl, location.origin) ?? buildPath('HomePage', address);

  const compare = useQuery({ ...ssoQueries.compare(queryScope(context, ''), user?.userId), enabled: user !== null });
  const differing = compare.data?.Fields.filter((field) => field.Differs) ?? [];
  const provider = useSsoProviderLabel(compare.data?.Provider);
  // Nothing to compare: the same names, or an account without single sign-on (404).
  const nothingToAsk =
    (compare.isSuccess && differing.length === 0) || (compare.error instanceof HttpError && compare.error.status === 404);

  useEffect(() => {
    if (nothingToAsk) navigate(returnTo, { replace: true });
  }, [nothingToAsk, navigate, returnTo]);

  const sync = useMutation({
    mutationFn: (takeProvider: boolean) => syncExternalUser(context.http, context.event, takeProvider),
    onSuccess: async (profile: UserProfile) => {
      renameSession(context, { firstname: profile.Firstname, surname: profile.Surname });
      await queryClient.invalidateQueries({ queryKey: identityQueries.userKey(queryScope(context, '')) });
      navigate(returnTo, { replace: true });
    },
  });

  if (!user) {
    return (
      <Stack>
        <FormNotice tone="info">{t('access.noaccess.NoUser')}</FormNotice>
        <p>
          <a href={buildPath('LoginPage', address, { returnUrl: returnTo })}>{t('auth.signIn')}</a>
        </p>
      </Stack>
    );
  }
  if (compare.isError && !nothingToAsk) return <FormNotice tone="danger">{t('auth.error.generic')}</FormNotice>;
  if (!compare.data || nothingToAsk) return <FormNotice tone="info">{t('auth.sso.working')}</FormNotice>;

  return (
    <Stack>
      <p>{t('auth.sso.sync.intro', { provider })}</p>
      <CompareTable>
        <thead>
          <tr>
            <th scope="col">{t('auth.sso.sync.field')}</th>
            <th scope="col">{t('auth.sso.sync.current')}</th>
            <th scope="col">{t('auth.sso.sync.external', { provider })}</th>
          </tr>
        </thead>
        <tbody>
          {differing.map((field) => (
            <tr key={field.Name}>
              <th scope="row">{t(FIELD_LABELS[field.Name])}</th>
              <td>{field.Current}</td>
              <td>{field.External}</td>
            </tr>
          ))}
        </tbody>
      </CompareTable>
      {sync.isError && <FormNotice tone="danger">{t('auth.error.generic')}</FormNotice>}
      <Actions>
        <Button type="button" onClick={() => sync.mutate(true)} disabled={sync.isPending}>
          {t('auth.sso.sync.update', { provider })}
        </Button>
        <Button type="button" onClick={() => sync.mutate(false)} disabled={sync.isPending}>
          {t('auth.sso.sync.keep')}
        </Button>
      </Actions>
    </Stack>
  );
}
