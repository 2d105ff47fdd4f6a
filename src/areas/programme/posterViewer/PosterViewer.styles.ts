/**
 * The e-poster viewer's boxes: a dialog that fills the window (or the screen), a tool bar that wraps on a
 * phone, and a stage that centres the page and scrolls when it is zoomed past the window.
 * Theme tokens: --vmx-color-background, --vmx-color-text, --vmx-color-border, --vmx-color-muted, --vmx-space,
 * --vmx-space-large, --vmx-font-size-title.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';
import { rootBox } from '../../../ui/theme';

export const Box = styled.dialog`
  ${rootBox};
  width: 100vw;
  height: 100dvh;
  max-width: 100vw;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: var(--vmx-color-background);
  flex-direction: column;
  overflow: hidden;

  &[open] {
    display: flex;
  }
  &::backdrop {
    background: rgb(0 0 0 / 70%);
  }
  button {
    ${secondaryButton}
    min-width: 2.75rem;
    min-height: 2.75rem;
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--vmx-space);
  flex: none;
  padding: var(--vmx-space) var(--vmx-space-large);
  border-bottom: 1px solid var(--vmx-color-border);
`;

export const Title = styled.h2`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1 1 16rem;
  margin: 0;
  font-size: var(--vmx-font-size-title);
  line-height: 1.25;

  small {
    font-size: var(--vmx-font-size);
    font-weight: 400;
    color: var(--vmx-color-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--vmx-space) * 0.75);
`;

export const PageStatus = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Stage = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  display: grid;
  /* safe: a page larger than the stage starts at its top left corner and scrolls, rather than being cut off. */
  place-items: safe center;
  padding: 16px;
  background: rgb(0 0 0 / 6%);

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: -3px;
  }
`;

export const ViewerCanvas = styled.canvas`
  display: block;
  background: #fff;
  box-shadow: 0 2px 12px rgb(0 0 0 / 25%);
`;

export const ViewerImage = styled.img`
  display: block;
  max-width: none;
  height: auto;
  background: #fff;
  box-shadow: 0 2px 12px rgb(0 0 0 / 25%);
`;

export const Message = styled.p`
  display: grid;
  gap: var(--vmx-space);
  justify-items: center;
  margin: 0;
  text-align: center;
`;
