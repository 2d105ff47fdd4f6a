import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';

export const Search = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
`;

export const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--vmx-space, 8px);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: calc(var(--vmx-space, 8px) * 0.75) calc(var(--vmx-space, 8px) * 1.5);
    border-radius: 999px;
    border: 1px solid var(--vmx-color-border, #8c959f);
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='page'] {
    background: var(--vmx-color-primary, #0b5cad);
    border-color: var(--vmx-color-primary, #0b5cad);
    color: var(--vmx-color-on-primary, #ffffff);
  }
`;

export const Controls = styled.form`
  display: grid;
  gap: var(--vmx-space, 8px);
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  align-items: end;

  label {
    display: grid;
    gap: calc(var(--vmx-space, 8px) * 0.25);
    font-size: 0.9em;
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    font-weight: 400;
    padding: calc(var(--vmx-space, 8px) * 0.75);
    border: 1px solid var(--vmx-color-border, #8c959f);
    border-radius: var(--vmx-radius, 6px);
    background: var(--vmx-color-background, #ffffff);
    color: inherit;
    min-width: 0;
    ${focusRing}
  }
`;

export const SearchField = styled.label`
  grid-column: 1 / -1;
`;

export const Topics = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: var(--vmx-space, 8px);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);

  legend {
    font-size: 0.9em;
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--vmx-space, 8px) * 0.5) calc(var(--vmx-space, 8px) * 1.5);
  }
  && label {
    display: inline-flex;
    gap: calc(var(--vmx-space, 8px) * 0.5);
    align-items: center;
    font-weight: 400;
  }
`;

export const ClearButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;

export const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

export const State = styled.p`
  margin: 0;
`;

export const RetryButton = styled.button`
  ${secondaryButton}
  margin-inline-start: var(--vmx-space, 8px);
`;
