/** Styles of the cache toast: a small card in the top right corner, below the connectivity bar. */
import styled, { keyframes } from 'styled-components';

export const Toast = styled.div`
  position: fixed;
  top: calc(var(--vmx-space, 8px) * 8);
  right: calc(var(--vmx-space, 8px) * 2);
  z-index: 30;
  display: flex;
  align-items: center;
  gap: calc(var(--vmx-space, 8px) * 1.5);
  max-width: min(24rem, calc(100vw - var(--vmx-space, 8px) * 4));
  padding: calc(var(--vmx-space, 8px) * 1.5) calc(var(--vmx-space, 8px) * 2);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-background, #ffffff);
  color: var(--vmx-color-text, #1b1f24);
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
  border: 3px solid var(--vmx-color-muted, #d0d7de);
  border-top-color: var(--vmx-color-primary, #0b5cad);
  border-radius: 50%;
  animation: ${spin} 1s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;
