/** Styles of the offline banner and the online notice: a bar across the top of the page. */
import styled from 'styled-components';

export const Notices = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 30;
  display: grid;
  justify-items: center;
  pointer-events: none;
`;

export const Notice = styled.div<{ $tone: 'danger' | 'success' }>`
  pointer-events: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--vmx-space) * 1.5);
  width: 100%;
  padding: calc(var(--vmx-space) * 1.25) calc(var(--vmx-space) * 2);
  background: ${({ $tone }) => ($tone === 'danger' ? 'var(--vmx-color-danger)' : 'var(--vmx-color-success)')};
  color: var(--vmx-color-on-status);
  font-weight: 600;

  p {
    margin: 0;
  }
`;

export const Countdown = styled.span`
  font-weight: 400;
`;

export const CloseButton = styled.button`
  margin-inline-start: auto;
  font: inherit;
  padding: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.5);
  border: 1px solid currentColor;
  border-radius: var(--vmx-radius);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
