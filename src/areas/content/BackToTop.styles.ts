import styled from 'styled-components';

export const TopButton = styled.button`
  position: fixed;
  right: calc(var(--vmx-space, 8px) * 2);
  bottom: calc(var(--vmx-space, 8px) * 2);
  z-index: 900;
  font: inherit;
  font-weight: 600;
  padding: var(--vmx-space, 8px) calc(var(--vmx-space, 8px) * 1.5);
  border: 0;
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-primary, #0b5cad);
  color: var(--vmx-color-on-primary, #ffffff);
  box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;
