import styled from 'styled-components';

/** Avatar: the picture or the initials, round; initials on the secondary colour in its derived text colour. */
const avatar = `
  img,
  .vmx-initials {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    flex: none;
    object-fit: cover;
  }
  .vmx-initials {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: var(--vmx-color-secondary);
    color: var(--vmx-color-on-secondary);
    font-weight: 700;
  }
`;

/** Sign in and sign out: text on the primary colour (the doubled class beats a container's link colour). */
const action = `
  a.vmx-header-action.vmx-header-action {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9em;
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const UserBox = styled.div<{ $column: boolean }>`
  display: flex;
  flex-direction: ${({ $column }) => ($column ? 'column' : 'row')};
  align-items: ${({ $column }) => ($column ? 'stretch' : 'center')};
  gap: var(--vmx-space);
  position: relative;
  ${action}
`;

export const UserInfo = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5em;
  line-height: 1.2;
  ${avatar}

  a {
    color: inherit;
    font-size: var(--vmx-font-size-small);
  }
`;

/** The account menu in the menu bar: the button and its dropdown panel, aligned to the row's end. */
export const AccountBox = styled.div`
  position: relative;
  flex: none;
  ${action}
`;

export const AccountButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  min-height: 44px;
  padding: 2px 0.4em 2px 2px;
  border: 1px solid transparent;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${avatar}

  &:hover,
  &[aria-expanded='true'] {
    border-color: var(--vmx-color-border);
  }
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  /* The unread count sits on the picture's corner. */
  .vmx-account-unread {
    position: absolute;
    top: -6px;
    inset-inline-start: 30px;
  }
`;

export const AccountPanel = styled.div`
  position: absolute;
  top: calc(100% + var(--vmx-space-small));
  inset-inline-end: 0;
  z-index: 40;
  display: grid;
  gap: var(--vmx-space);
  justify-items: start;
  min-width: 16rem;
  max-width: min(22rem, 90vw);
  padding: calc(var(--vmx-space) * 2);
  background: var(--vmx-color-background);
  color: var(--vmx-color-text);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  box-shadow: 0 8px 24px rgb(0 0 0 / 20%);

  &[hidden] {
    display: none;
  }
  & > a:not(.vmx-header-action) {
    color: inherit;
  }
  ul {
    justify-self: stretch;
  }
`;

export const AccountName = styled.span`
  margin: 0;
  font-weight: 700;
`;
