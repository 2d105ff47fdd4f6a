/**
 * The way into the event's external virtual meeting (config_json ExternalVirtualMeetingUrl, "Event kind",
 * docs/rules/shell-access-identity.md section 3) with the user's token from GET /api/Core/GetVMToken/?eventid (section 7),
 * shown on home. Loaded with its own chunk, only when the key is set.
 *
 * Ours where the rules are silent: the token names the signed-in user, so a visitor is first sent to sign in. It travels
 * to the meeting in the body of a form POST (field VM_TOKEN_FIELD) opened in a new window on the user's click: never in
 * an address (addresses end up in logs, histories and referrers) and never in a postMessage. The token is fetched while
 * the button shows and again once it is close to expiring, so that the click opens the window at once (a window opened
 * after a wait may be blocked as a popup).
 *
 * Texts: virtualMeeting.join, virtualMeeting.hint, virtualMeeting.preparing, virtualMeeting.error (EVENT_KEY_TEXTS).
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-muted, --vmx-color-danger, --vmx-radius, --vmx-space.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { getVmToken } from '../../api/core';
import { VM_TOKEN_FIELD } from '../../core/eventKeys';
import { EVENT_KEY_TEXTS } from '../../core/eventKeyTexts';
import { scopeKey } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { focusRing } from '../../ui/buttonStyles';
import { useSignInHref } from '../../ui/useSignInHref';

/** Ours: a token is fetched again this long before it expires (a click then never sends one about to lapse). */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

const Box = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) / 2);
  justify-items: start;

  a,
  button {
    display: inline-block;
    padding: var(--vmx-space) calc(var(--vmx-space) * 2);
    border-radius: var(--vmx-radius);
    border: 1px solid var(--vmx-color-primary);
    background: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    ${focusRing}
  }
  button[aria-disabled='true'] {
    cursor: progress;
  }
  p {
    margin: 0;
    color: var(--vmx-color-muted);
  }
  p[role='alert'] {
    color: var(--vmx-color-danger);
  }
`;

export function VirtualMeeting({ url }: { url: string }) {
  const t = useTexts(EVENT_KEY_TEXTS);
  const user = useEventState((state) => state.user);
  const signInHref = useSignInHref();
  const hintId = useId();
  if (!user)
    return (
      <Box data-virtual-meeting="sign-in">
        <a href={signInHref} aria-describedby={hintId}>
          {t('virtualMeeting.join')}
        </a>
        <p id={hintId}>{t('virtualMeeting.hint')}</p>
      </Box>
    );
  return <JoinForm url={url} userKey={user.accessToken} hintId={hintId} />;
}

function JoinForm({ url, userKey, hintId }: { url: string; userKey: string; hintId: string }) {
  const t = useTexts(EVENT_KEY_TEXTS);
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [joinWhenReady, setJoinWhenReady] = useState(false);
  const token = useQuery({
    // The user's access token keys it: another user never gets this user's meeting token.
    queryKey: [...scopeKey({ ...context, language: '' }), 'vm-token', eventId, userKey] as const,
    queryFn: ({ signal }) => getVmToken(context.http, eventId ?? 0, signal),
    enabled: eventId !== null,
    gcTime: 0,
    staleTime: (query) => {
      const until = Date.parse(query.state.data?.ValidUntil ?? '');
      return Number.isFinite(until) ? Math.max(0, until - Date.now() - RENEW_BEFORE_MS) : 0;
    },
    refetchInterval: (query) => {
      const until = Date.parse(query.state.data?.ValidUntil ?? '');
      return Number.isFinite(until) ? Math.max(1000, until - Date.now() - RENEW_BEFORE_MS) : false;
    },
  });

  const submit = (value: string) => {
    if (!form.current || !field.current) return;
    field.current.value = value;
    form.current.submit();
    // The token does not stay in the page once it is sent.
    field.current.value = '';
  };

  const fresh = (until: string | undefined) => Date.parse(until ?? '') - Date.now() > RENEW_BEFORE_MS;
  const join = () => {
    if (token.data && fresh(token.data.ValidUntil)) return submit(token.data.Token);
    // Not there yet (or lapsing): fetch, then open; the click's user activation usually still holds.
    setJoinWhenReady(true);
    void token.refetch().then((result) => {
      setJoinWhenReady(false);
      if (result.data) submit(result.data.Token);
    });
  };

  return (
    <Box data-virtual-meeting="join">
      <form ref={form} method="post" action={url} target="_blank" rel="noopener noreferrer" hidden>
        <input ref={field} type="hidden" name={VM_TOKEN_FIELD} />
      </form>
      <button type="button" onClick={join} aria-describedby={hintId} aria-disabled={joinWhenReady}>
        {t('virtualMeeting.join')}
      </button>
      <p id={hintId}>{joinWhenReady ? t('virtualMeeting.preparing') : t('virtualMeeting.hint')}</p>
      {token.isError && !token.isFetching && <p role="alert">{t('virtualMeeting.error')}</p>}
    </Box>
  );
}
