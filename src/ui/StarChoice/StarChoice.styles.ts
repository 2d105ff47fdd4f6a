import styled from 'styled-components';

export const Stars = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--vmx-space) * 0.25);

  legend {
    padding: 0;
    margin-bottom: calc(var(--vmx-space) * 0.5);
    font-weight: 600;
  }
`;

/** One star: the radio stays in the page (keyboard, screen readers) but is drawn as the star. */
export const Star = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  cursor: pointer;
  color: ${({ $lit }) => ($lit ? 'var(--vmx-color-primary)' : 'var(--vmx-color-muted)')};

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input:focus-visible + svg {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
    border-radius: 4px;
  }
  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;
