/**
 * Shared form pieces: one look for every form of the platform.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-border, --vmx-color-danger,
 * --vmx-color-success, --vmx-color-focus, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';

export const FormBox = styled.form`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
  max-width: 28rem;
`;

export const FieldBox = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.5);

  label {
    font-weight: 600;
  }
  input[type='email'],
  input[type='password'],
  input[type='text'] {
    font: inherit;
    color: inherit;
    padding: calc(var(--vmx-space, 8px) * 1) calc(var(--vmx-space, 8px) * 1.25);
    border: 1px solid var(--vmx-color-border, #8c959f);
    border-radius: var(--vmx-radius, 6px);
    background: var(--vmx-color-background, #ffffff);
  }
  input[aria-invalid='true'] {
    border-color: var(--vmx-color-danger, #b42318);
  }
  input:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 1px;
  }
`;

export const CheckboxBox = styled.div`
  display: flex;
  align-items: center;
  gap: var(--vmx-space, 8px);

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875em;
  color: var(--vmx-color-muted, #57606a);
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875em;
  color: var(--vmx-color-danger, #b42318);
`;

export const Button = styled.button`
  justify-self: start;
  font: inherit;
  font-weight: 600;
  padding: calc(var(--vmx-space, 8px) * 1) calc(var(--vmx-space, 8px) * 2.5);
  border: 0;
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-primary, #0b5cad);
  color: var(--vmx-color-on-primary, #ffffff);
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;

export const LinkButton = styled.button`
  justify-self: start;
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  color: var(--vmx-color-link, var(--vmx-color-primary, #0b5cad));
  text-decoration: underline;
  cursor: pointer;
`;

export const Notice = styled.p<{ $tone: 'danger' | 'success' | 'info' }>`
  margin: 0;
  padding: calc(var(--vmx-space, 8px) * 1.25) calc(var(--vmx-space, 8px) * 1.5);
  border-radius: var(--vmx-radius, 6px);
  border-left: 4px solid
    ${({ $tone }) =>
      $tone === 'danger'
        ? 'var(--vmx-color-danger, #b42318)'
        : $tone === 'success'
          ? 'var(--vmx-color-success, #1a7f37)'
          : 'var(--vmx-color-primary, #0b5cad)'};
  background: ${({ $tone }) => ($tone === 'danger' ? '#fef3f2' : $tone === 'success' ? '#ecfdf3' : '#eff8ff')};
  color: #1b1f24;
`;
