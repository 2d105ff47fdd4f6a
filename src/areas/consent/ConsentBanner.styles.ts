import styled, { css } from 'styled-components';

export const Banner = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 2147483000;
  max-height: 70vh;
  overflow: auto;
  display: grid;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 2) calc(var(--vmx-space) * 3);
  background: var(--vmx-color-background);
  color: var(--vmx-color-text);
  border-top: 1px solid var(--vmx-color-control-border);
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
  gap: calc(var(--vmx-space) / 2);
  margin: 0 0 var(--vmx-space);
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);

  label {
    display: flex;
    align-items: center;
    gap: var(--vmx-space);
  }
  input:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space);
`;

const button = css`
  font: inherit;
  font-weight: 600;
  padding: calc(var(--vmx-space) * 0.75) calc(var(--vmx-space) * 2);
  border-radius: var(--vmx-radius);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const PrimaryButton = styled.button`
  ${button};
  border: 1px solid var(--vmx-color-primary);
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
`;

export const SecondaryButton = styled.button`
  ${button};
  border: 1px solid var(--vmx-color-primary);
  background: transparent;
  color: var(--vmx-color-primary);
`;
