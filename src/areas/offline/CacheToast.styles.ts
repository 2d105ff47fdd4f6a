/** Styles of the cache toast: a small card in the top right corner, below the connectivity bar. */
import styled, { keyframes } from 'styled-components';

export const Toast = styled.div`
  position: fixed;
  top: calc(var(--vmx-space) * 8);
  right: calc(var(--vmx-space) * 2);
  z-index: 30;
  display: flex;
  align-items: center;
  gap: calc(var(--vmx-space) * 1.5);
  max-width: min(24rem, calc(100vw - var(--vmx-space) * 4));
  padding: calc(var(--vmx-space) * 1.5) calc(var(--vmx-space) * 2);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-background);
  color: var(--vmx-color-text);
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);

  p {
    margin: 0;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border: 3px solid var(--vmx-color-border);
  border-top-color: var(--vmx-color-primary);
  border-radius: 50%;
  animation: ${spin} 1s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** The offline save notice: the toast's card, in the bottom right corner (the cache toast has the top). */
export const SaveNotice = styled(Toast)`
  top: auto;
  bottom: calc(var(--vmx-space) * 2);
`;
