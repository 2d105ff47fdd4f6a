import styled from 'styled-components';

export const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--vmx-space, 8px);
  min-height: 2.5rem;
  padding: var(--vmx-space, 8px) 0;
  color: var(--vmx-color-muted, #57606a);

  p {
    margin: 0;
  }
`;

export const RetryButton = styled.button`
  font: inherit;
  padding: calc(var(--vmx-space, 8px) * 0.5) calc(var(--vmx-space, 8px) * 1.5);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
  background: transparent;
  color: var(--vmx-color-text, #1b1f24);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;
