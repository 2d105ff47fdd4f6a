import styled from 'styled-components';
import { rootBox } from '../../ui/theme';

/** A modal panel from the inline start edge; its backdrop takes the configured overlay colour. */
export const Panel = styled.dialog`
  ${rootBox};
  margin: 0;
  inset-inline-start: 0;
  inset-inline-end: auto;
  height: 100vh;
  max-height: 100vh;
  width: min(24rem, 90vw);
  max-width: 90vw;
  border: 0;
  padding: calc(var(--vmx-space) * 2);
  background: var(--vmx-color-background);
  color: var(--vmx-color-text);
  overflow-y: auto;

  &::backdrop {
    background: var(--vmx-header-overlay);
  }
`;

export const PanelTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: calc(var(--vmx-space) * 2);

  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
    min-height: 44px;
    padding: 0 0.75em;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const Section = styled.div`
  padding: var(--vmx-space) 0;
  border-top: 1px solid rgb(127 127 127 / 25%);
`;
