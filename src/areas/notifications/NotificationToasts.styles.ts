import styled from 'styled-components';

/** Bottom right, above the page and any bottom banner; empty, it takes no room and no clicks. */
export const Region = styled.section`
  position: fixed;
  right: calc(var(--vmx-space) * 2);
  bottom: calc(var(--vmx-space) * 2);
  z-index: 50;
  width: min(24rem, calc(100vw - 32px));
  pointer-events: none;

  > div {
    display: grid;
    gap: var(--vmx-space);
  }
`;

export const Toast = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-control-border);
  border-left: 4px solid var(--vmx-color-primary);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-background);
  color: var(--vmx-color-text);
  box-shadow: 0 4px 12px rgb(0 0 0 / 20%);

  > div {
    flex: 1;
    min-width: 0;
  }
  p {
    margin: 0.25em 0 0;
  }
  a {
    color: var(--vmx-color-primary);
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const CloseButton = styled.button`
  font: inherit;
  font-size: 1.25em;
  line-height: 1;
  min-width: 2rem;
  min-height: 2rem;
  border: 1px solid transparent;
  border-radius: var(--vmx-radius);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
