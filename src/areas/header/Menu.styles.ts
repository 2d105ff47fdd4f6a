import styled from 'styled-components';

const focus = `
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

/** The list of menu entries: a row in the menu bar, a column in the side navigation, a grid of tiles. */
export const MenuList = styled.ul<{ $layout: 'bar' | 'column' | 'tiles' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ $layout }) => ($layout === 'tiles' ? 'grid' : 'flex')};
  flex-direction: ${({ $layout }) => ($layout === 'bar' ? 'row' : 'column')};
  flex-wrap: wrap;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ $layout }) => ($layout === 'tiles' ? 'var(--vmx-space)' : '0')};

  & > li {
    position: relative;
  }
  ${({ $layout }) =>
    $layout === 'tiles'
      ? `
    & > li > button {
      flex-direction: column;
      justify-content: center;
      min-height: 96px;
      text-align: center;
      border: 1px solid var(--vmx-color-border);
    }
    /* An open group takes the whole row, its entries below it. */
    & > li:has(> ul:not([hidden])) {
      grid-column: 1 / -1;
    }
  `
      : ''}
`;

/** A menu link or a submenu's disclosure button: the same look. */
export const entryStyle = `
  display: flex;
  align-items: center;
  gap: 0.4em;
  min-height: 44px;
  padding: 0.5em 0.9em;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: 100%;
  text-align: start;
  border-radius: var(--vmx-radius);

  &:hover {
    background: rgb(127 127 127 / 15%);
  }
  &[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  ${focus}
`;

export const EntryLink = styled.a<{ $tile?: boolean }>`
  ${entryStyle}
  ${({ $tile }) =>
    $tile
      ? `
    flex-direction: column;
    justify-content: center;
    min-height: 96px;
    text-align: center;
    border: 1px solid var(--vmx-color-border);
  `
      : ''}
`;

export const EntryText = styled.span`
  ${entryStyle}
  cursor: default;
  &:hover {
    background: transparent;
  }
`;

export const Disclosure = styled.button`
  ${entryStyle}

  svg:last-child {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
`;

/** A submenu: a dropdown panel in the bar, an indented list elsewhere. */
export const Submenu = styled.ul<{ $dropdown: boolean }>`
  list-style: none;
  margin: 0;
  padding: ${({ $dropdown }) => ($dropdown ? '0.4em' : '0 0 0 1.2em')};
  ${({ $dropdown }) =>
    $dropdown
      ? `
    position: absolute;
    top: 100%;
    inset-inline-start: 0;
    z-index: 20;
    min-width: 15rem;
    background: var(--vmx-color-background);
    color: var(--vmx-color-text);
    border-radius: var(--vmx-radius);
    box-shadow: 0 8px 24px rgb(0 0 0 / 20%);
  `
      : ''}

  &[hidden] {
    display: none;
  }
`;
