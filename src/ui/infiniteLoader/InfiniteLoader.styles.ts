import styled from 'styled-components';

export const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--vmx-space);
  min-height: 2.5rem;
  padding: var(--vmx-space) 0;
  color: var(--vmx-color-muted);

  p {
    margin: 0;
  }
`;

export const RetryButton = styled.button`
  font: inherit;
  padding: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  background: transparent;
  color: var(--vmx-color-text);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
