/**
 * Shared form pieces: one look for every form of the platform.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-border, --vmx-color-danger,
 * --vmx-color-success, --vmx-color-focus, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { filledPrimary } from '../buttonStyles';

export const FormBox = styled.form`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  max-width: 28rem;
`;

export const FieldBox = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 0.5);

  label {
    font-weight: 600;
  }
  input[type='email'],
  input[type='password'],
  input[type='text'] {
    font: inherit;
    color: inherit;
    padding: calc(var(--vmx-space) * 1) calc(var(--vmx-space) * 1.25);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
  }
  input[aria-invalid='true'] {
    border-color: var(--vmx-color-danger);
  }
  input:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 1px;
  }
`;

export const CheckboxBox = styled.div`
  display: flex;
  align-items: center;
  gap: var(--vmx-space);

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875em;
  color: var(--vmx-color-muted);
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875em;
  color: var(--vmx-color-danger);
`;

export const Button = styled.button`
  justify-self: start;
  font: inherit;
  font-weight: 600;
  padding: calc(var(--vmx-space) * 1) calc(var(--vmx-space) * 2.5);
  border: 0;
  border-radius: var(--vmx-radius);
  text-decoration: none;
  cursor: pointer;
  /* As a link too (Button as="a"), whatever link colour the page around it sets. */
  ${filledPrimary}

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const LinkButton = styled.button`
  justify-self: start;
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  color: var(--vmx-color-link);
  text-decoration: underline;
  cursor: pointer;
`;

export const Notice = styled.p<{ $tone: 'danger' | 'success' | 'info' }>`
  margin: 0;
  padding: calc(var(--vmx-space) * 1.25) calc(var(--vmx-space) * 1.5);
  border-radius: var(--vmx-radius);
  border-left: 4px solid
    ${({ $tone }) =>
      $tone === 'danger' ? 'var(--vmx-color-danger)' : $tone === 'success' ? 'var(--vmx-color-success)' : 'var(--vmx-color-primary)'};
  background: ${({ $tone }) => ($tone === 'danger' ? '#fef3f2' : $tone === 'success' ? '#ecfdf3' : '#eff8ff')};
  color: #1b1f24;
`;
