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
  gap: calc(var(--vmx-space) * 2);

  ${textAreaField}
  input[readonly] {
    background: transparent;
    color: var(--vmx-color-muted);
  }
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
