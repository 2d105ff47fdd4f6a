import styled from 'styled-components';

/** The framed page's own navigation: one quiet row under the host's chrome, or a menu button on a narrow frame. */
export const FramedBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 0.5) var(--vmx-space);
  background: var(--vmx-color-surface);
  color: var(--vmx-color-text);
  border-bottom: 1px solid var(--vmx-color-border);

  & > div {
    flex-basis: 100%;
  }
  & > div[hidden] {
    display: none;
  }
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-height: 44px;
  padding: 0 0.8em;
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
