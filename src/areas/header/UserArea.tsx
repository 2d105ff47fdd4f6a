/**
 * Sign in or out, my congress and the user info (docs/rules/shell-access-identity.md section 2): a visitor gets a
 * sign-in link (back to this page afterwards); a signed-in user sees their picture (or initials from the
 * firstname and lastname cookies, else the session's names, defaults J and D), first name and surname,
 * the edit-profile link (UserFormPage), my congress (up to maxCongressItems items) and sign out.
 *
 * Texts: header.signIn, header.signOut, header.myCongress, header.editProfile, header.userPicture.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-secondary, --vmx-color-focus, --vmx-radius.
 */
import { cookieValue, imageSource, initials, myCongressItems, type HeaderConfig, type ResolvedMenuItem } from '../../core/header';
import { buildPath } from '../../core/routes';
import { useUserAccessData } from '../../store/accessData';
import { useEventContext, useEventState } from '../../store/react';
import { Menu, type OpenItem } from './Menu';
import { UserBox, UserInfo } from './UserArea.styles';
import { useHeaderText } from './useHeaderText';

export function UserArea({
  config,
  congressItems,
  onOpen,
  column = false,
}: {
  config: HeaderConfig;
  congressItems: ResolvedMenuItem[];
  onOpen: OpenItem;
  column?: boolean;
}) {
  const t = useHeaderText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const session = useEventState((state) => state.user);
  const { user } = useUserAccessData();
  const address = { instance: context.instance, event: context.event, language };

  if (!session) {
    const login = buildPath('LoginPage', address, { returnUrl: location.pathname + location.search });
    return (
      <UserBox $column={column}>
        <a className="vmx-header-action" href={login} data-header="sign-in">
          {t('header.signIn')}
        </a>
      </UserBox>
    );
  }

  const firstname = user?.Firstname ?? session.firstname ?? '';
  const surname = user?.Surname ?? session.surname ?? '';
  const name = `${firstname} ${surname}`.trim();
  const picture = imageSource(user?.ProfilePicturePath ?? null);
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  const letters = initials(cookieValue(cookies, 'firstname') ?? firstname, cookieValue(cookies, 'lastname') ?? surname);
  const congress = config.menu.myCongress ? myCongressItems(congressItems, config.menu.maxCongressItems) : [];

  return (
    <UserBox $column={column}>
      <UserInfo data-header="user">
        {picture ? (
          <img src={picture} alt={t('header.userPicture', { name })} />
        ) : (
          <span className="vmx-initials" aria-hidden="true">
            {letters}
          </span>
        )}
        <span>
          <span data-header="user-name">{name}</span>
          <br />
          <a href={buildPath('UserFormPage', address)}>{t('header.editProfile')}</a>
        </span>
      </UserInfo>
      {congress.length > 0 && (
        <Menu
          layout={column ? 'column' : 'bar'}
          onOpen={onOpen}
          items={[
            {
              key: 'my-congress',
              label: t('header.myCongress'),
              icon: 'star',
              kind: 'link',
              href: null,
              route: null,
              external: false,
              target: '_self',
              download: false,
              children: congress,
            },
          ]}
        />
      )}
      <a className="vmx-header-action" href={buildPath('LogoutPage', address)} data-header="sign-out">
        {t('header.signOut')}
      </a>
    </UserBox>
  );
}
