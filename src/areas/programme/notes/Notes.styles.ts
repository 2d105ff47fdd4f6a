/**
 * Notes and comments: the two parts, the lists, each entry's byline and actions, and the forms.
 * Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted, --vmx-color-danger,
 * --vmx-color-focus, --vmx-color-background, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';
import { textAreaField } from '../../../ui/fieldStyles';

export const Parts = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 3);

  h4 {
    margin: 0;
    font-size: 1.05em;
  }
`;

export const Part = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 1.5);
`;

export const EntryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 1.5);
`;

export const Replies = styled(EntryList)`
  margin-top: var(--vmx-space, 8px);
  padding-left: calc(var(--vmx-space, 8px) * 2);
  border-left: 3px solid var(--vmx-color-border, #d0d7de);
`;

export const Entry = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.5);
`;

export const Byline = styled.p`
  margin: 0;
  font-size: 0.875em;
  color: var(--vmx-color-muted, #57606a);
`;

/** User text, shown as text: line breaks kept, long words wrapped. */
export const UserText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space, 8px);

  button {
    ${secondaryButton}
    padding: calc(var(--vmx-space, 8px) * 0.25) var(--vmx-space, 8px);
    font-size: 0.875em;
  }
  button[aria-pressed='true'] {
    border-color: var(--vmx-color-primary, #0b5cad);
    color: var(--vmx-color-primary, #0b5cad);
    font-weight: 600;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.75);
  max-width: 40rem;

  label {
    font-weight: 600;
  }
  ${textAreaField}
`;

export const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space, 8px);

  button[data-secondary] {
    ${secondaryButton}
  }
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.875em;
  color: ${({ $over }) => ($over ? 'var(--vmx-color-danger, #b42318)' : 'var(--vmx-color-muted, #57606a)')};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--vmx-color-danger, #b42318);
`;

export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space, 8px);
  margin-top: calc(var(--vmx-space, 8px) * 2);

  button[data-secondary] {
    ${secondaryButton}
  }
`;
