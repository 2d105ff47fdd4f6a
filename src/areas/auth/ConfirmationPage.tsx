/**
 * ConfirmationPage (/confirmation/{i}/{e}/{l}?userId&code): the page the confirmation e-mail links to.
 * It confirms the address once, on arrival.
 *
 * Texts: auth.confirming, auth.confirmed, auth.confirmFailed, auth.code.*, auth.signIn.
 */
import { useAuthText } from './useAuthText';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { confirmEmail } from '../../api/identity';
import { buildPath } from '../../core/routes';
import { useEventContext } from '../../store/react';
import { FormNotice } from '../../ui/form';
import type { PageProps } from '../../ui/page';
import { Stack } from './Auth.styles';
import { codeFailure } from './errors';

export function ConfirmationPage({ route }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const language = route.params.language ?? 'en-GB';
  const address = { instance: context.instance, event: context.event, language };
  const { userId = '', code = '' } = route.query;
  const confirm = useMutation({
    mutationFn: () => confirmEmail(context.http, { event: context.event, language }, userId, code, buildPath('LoginPage', address)),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (userId && code) mutate();
  }, [userId, code, mutate]);

  const login = <a href={buildPath('LoginPage', address)}>{t('auth.signIn')}</a>;
  if (!userId || !code) return <FormNotice tone="danger">{t('auth.confirmFailed')}</FormNotice>;
  if (confirm.isSuccess) {
    return (
      <Stack>
        <FormNotice tone="success">{t('auth.confirmed')}</FormNotice>
        {login}
      </Stack>
    );
  }
  if (confirm.isError) {
    return (
      <Stack>
        <FormNotice tone="danger">{t(codeFailure(confirm.error))}</FormNotice>
        {login}
      </Stack>
    );
  }
  return <FormNotice tone="info">{t('auth.confirming')}</FormNotice>;
}
