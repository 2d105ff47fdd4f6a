/**
 * Sign in or out, my congress and the user info (docs/rules/shell-access-identity.md section 2): a visitor gets a
 * sign-in link (back to this page afterwards); a signed-in user sees their picture (or initials from the
 * firstname and lastname cookies, else the session's names, defaults J and D), first name and surname,
 * the edit-profile link (UserFormPage), my congress (up to maxCongressItems items) and sign out.
 *
 * In the menu bar (desktop widths) all of that sits behind one button, the picture or initials, that opens an
 * account menu: the banner row stays one row at 1024 px and in German (issue 18, defect 6). In the side
 * navigation (column) it is shown open, as before.
 *
 * A user who takes part in networking also gets a Messages link with their unread count, and the count on the account
 * button (UnreadMessages.tsx).
 *
 * Texts: header.signIn, header.signOut, header.myCongress, header.editProfile, header.userPicture, header.userMenu,
 * messages.unread, messages.link.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-secondary, --vmx-color-on-secondary,
 * --vmx-color-background, --vmx-color-text, --vmx-color-border, --vmx-color-focus, --vmx-radius, --vmx-space,
 * --vmx-font-size-small.
 */
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cookieValue, imageSource, initials, myCongressItems, type HeaderConfig, type ResolvedMenuItem } from '../../core/header';
import { buildPath } from '../../core/routes';
import { useUserAccessData } from '../../store/accessData';
import { useEventContext, useEventState } from '../../store/react';
import { Icon } from './Icon';
import { Menu, type OpenItem } from './Menu';
import { CountPill } from '../../ui/UnreadCount';
import { MessagesLink, useUnreadMessages, useUnreadText } from './UnreadMessages';
import { AccountButton, AccountName, AccountPanel, AccountBox, UserBox, UserInfo } from './UserArea.styles';
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
  const unread = useUnreadMessages();
  const unreadText = useUnreadText();
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
  const avatar = picture ? (
    <img src={picture} alt={t('header.userPicture', { name })} />
  ) : (
    <span className="vmx-initials" aria-hidden="true">
      {letters}
    </span>
  );
  const editProfile = <a href={buildPath('UserFormPage', address)}>{t('header.editProfile')}</a>;
  const signOut = (
    <a className="vmx-header-action" href={buildPath('LogoutPage', address)} data-header="sign-out">
      {t('header.signOut')}
    </a>
  );

  if (!column) {
    const label = t('header.userMenu', { name });
    return (
      <AccountMenu
        label={unread ? `${label}, ${unreadText('messages.unread', { count: unread })}` : label}
        avatar={avatar}
        count={unread ?? 0}
      >
        <AccountName data-header="user-name">{name}</AccountName>
        {editProfile}
        {unread !== null && <MessagesLink count={unread} />}
        {congress.length > 0 && (
          <>
            <AccountName as="p">{t('header.myCongress')}</AccountName>
            <Menu layout="column" onOpen={onOpen} items={congress} label={t('header.myCongress')} />
          </>
        )}
        {signOut}
      </AccountMenu>
    );
  }

  return (
    <UserBox $column={column}>
      <UserInfo data-header="user">
        {avatar}
        <span>
          <span data-header="user-name">{name}</span>
          <br />
          {editProfile}
        </span>
      </UserInfo>
      {unread !== null && <MessagesLink count={unread} />}
      {congress.length > 0 && (
        <Menu
          layout="column"
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
      {signOut}
    </UserBox>
  );
}

/**
 * The account button and the panel it discloses (aria-expanded): Escape closes it and gives focus back to the
 * button; it closes when focus leaves it and when a link in it is followed.
 */
function AccountMenu({ label, avatar, count, children }: { label: string; avatar: ReactNode; count: number; children: ReactNode }) {
  const language = useEventState((state) => state.language);
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <AccountBox data-header="user" onKeyDown={onKeyDown} onBlur={onBlur}>
      <AccountButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        data-header="user-menu"
        onClick={() => setOpen(!open)}
      >
        {avatar}
        {count > 0 && (
          <CountPill className="vmx-account-unread" aria-hidden="true" data-header="unread" data-count={count}>
            {count.toLocaleString(language)}
          </CountPill>
        )}
        <Icon name="chevron" size={16} />
      </AccountButton>
      {/* A followed link closes the panel (a guarded one the access check stopped too: its dialog takes over). */}
      <AccountPanel id={id} hidden={!open} onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
        {children}
      </AccountPanel>
    </AccountBox>
  );
}
