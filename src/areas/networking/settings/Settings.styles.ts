/**
 * The networking settings' form: its groups (fieldset and legend), each choice a label as tall as a finger, and the
 * hints under them.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-muted,
 * --vmx-font-size-small, --vmx-color-focus.
 */
import styled from 'styled-components';
import { stack } from '../../../ui/styles/layout';

export const Form = styled.form`
  ${stack(2)}
  max-width: 40rem;
`;

export const Group = styled.fieldset`
  ${stack(0.5)}
  min-width: 0;
  margin: 0;
  padding: calc(var(--vmx-space) * 1.5) calc(var(--vmx-space) * 2) calc(var(--vmx-space) * 2);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);

  legend {
    padding: 0 calc(var(--vmx-space) * 0.5);
    font-weight: 700;
  }
  &:disabled label {
    cursor: not-allowed;
  }
  &:disabled label span {
    color: var(--vmx-color-muted);
  }
`;

export const Choice = styled.label`
  display: flex;
  gap: calc(var(--vmx-space) * 1);
  align-items: center;
  min-height: 2.75rem;
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  input:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--vmx-color-muted);
  font-size: var(--vmx-font-size-small);
`;
