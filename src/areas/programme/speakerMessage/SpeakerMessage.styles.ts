/**
 * The message-to-speaker dialog's form.
 * Theme tokens: --vmx-color-border, --vmx-color-danger, --vmx-color-focus, --vmx-color-background,
 * --vmx-color-muted, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';
import { textAreaField } from '../../../ui/fieldStyles';

export const MessageForm = styled.form`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);

  ${textAreaField}
  input[readonly] {
    background: transparent;
    color: var(--vmx-color-muted, #57606a);
  }
`;

export const MessageField = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.5);

  label {
    font-weight: 600;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875em;
  color: var(--vmx-color-danger, #b42318);
`;

export const OpenButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;

export const SignInLink = styled.a`
  && {
    color: inherit;
  }
  ${secondaryButton}
  justify-self: start;
  display: inline-block;
  text-decoration: none;
`;
