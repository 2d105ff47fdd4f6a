import styled, { css } from 'styled-components';

export const Banner = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 2147483000;
  max-height: 70vh;
  overflow: auto;
  display: grid;
  gap: var(--vmx-space, 8px);
  padding: calc(var(--vmx-space, 8px) * 2) calc(var(--vmx-space, 8px) * 3);
  background: var(--vmx-color-background, #ffffff);
  color: var(--vmx-color-text, #1b1f24);
  border-top: 1px solid var(--vmx-color-border, #8c959f);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 20%);

  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  p {
    margin: 0;
    max-width: 60rem;
  }
`;

export const Options = styled.fieldset`
  display: grid;
  gap: calc(var(--vmx-space, 8px) / 2);
  margin: 0 0 var(--vmx-space, 8px);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);

  label {
    display: flex;
    align-items: center;
    gap: var(--vmx-space, 8px);
  }
  input:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space, 8px);
`;

const button = css`
  font: inherit;
  font-weight: 600;
  padding: calc(var(--vmx-space, 8px) * 0.75) calc(var(--vmx-space, 8px) * 2);
  border-radius: var(--vmx-radius, 6px);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;

export const PrimaryButton = styled.button`
  ${button};
  border: 1px solid var(--vmx-color-primary, #0b5cad);
  background: var(--vmx-color-primary, #0b5cad);
  color: var(--vmx-color-on-primary, #ffffff);
`;

export const SecondaryButton = styled.button`
  ${button};
  border: 1px solid var(--vmx-color-primary, #0b5cad);
  background: transparent;
  color: var(--vmx-color-primary, #0b5cad);
`;
