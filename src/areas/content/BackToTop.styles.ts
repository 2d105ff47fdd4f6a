import styled from 'styled-components';

export const TopButton = styled.button`
  position: fixed;
  right: calc(var(--vmx-space) * 2);
  bottom: calc(var(--vmx-space) * 2);
  z-index: 900;
  font: inherit;
  font-weight: 600;
  padding: var(--vmx-space) calc(var(--vmx-space) * 1.5);
  border: 0;
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
