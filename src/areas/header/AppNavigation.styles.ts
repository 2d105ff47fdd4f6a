import styled from 'styled-components';
import { rootBox } from '../../ui/theme';

const focus = `
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: -3px;
  }
`;

/** The bottom app navigation, fixed to the bottom edge in the configured colours. */
export const BottomBar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 40;
  background: var(--vmx-app-background);
  color: var(--vmx-app-text);
  box-shadow: 0 -2px 8px rgb(0 0 0 / 20%);

  ul {
    list-style: none;
    display: flex;
    margin: 0;
    padding: 0;
  }
  li {
    flex: 1 1 0;
  }
  a,
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 100%;
    min-height: 56px;
    padding: 4px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 0.75em;
    text-decoration: none;
    cursor: pointer;
    ${focus}
  }
  [aria-current='page'],
  [aria-expanded='true'] {
    color: var(--vmx-app-active);
  }
  a,
  button {
    position: relative;
  }
  /* The unread count on the icon's corner. */
  .vmx-app-unread {
    position: absolute;
    top: 4px;
    left: calc(50% + 4px);
  }
`;

/** The slide-in menu: a modal panel from the inline end edge. */
export const SlideIn = styled.dialog`
  ${rootBox};
  margin: 0;
  inset-inline-start: auto;
  inset-inline-end: 0;
  height: 100vh;
  max-height: 100vh;
  width: min(22rem, 88vw);
  max-width: 88vw;
  border: 0;
  padding: calc(var(--vmx-space) * 2);
  background: var(--vmx-app-background);
  color: var(--vmx-app-text);
  overflow-y: auto;

  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
  h2 {
    margin: 0 0 var(--vmx-space);
    font-size: 1.25em;
  }
  img.vmx-app-logo {
    display: block;
    max-width: 60%;
    height: auto;
    margin-bottom: var(--vmx-space);
  }
  button.vmx-app-close {
    float: inline-end;
    min-height: 44px;
    padding: 0 0.75em;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid currentColor;
    border-radius: var(--vmx-radius);
    cursor: pointer;
    ${focus}
  }
  a {
    color: inherit;
  }
  .vmx-app-legal {
    list-style: none;
    display: flex;
    gap: calc(var(--vmx-space) * 2);
    padding: var(--vmx-space) 0 0;
    margin: var(--vmx-space) 0 0;
    border-top: 1px solid currentColor;
  }
  .vmx-app-legal a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
