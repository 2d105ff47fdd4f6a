/**
 * Notes and comments: the two parts, the lists, each entry's byline and actions, and the forms.
 * Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted, --vmx-color-danger,
 * --vmx-color-focus, --vmx-color-background, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';
import { textAreaField } from '../../../ui/fieldStyles';
import { bareList, stack, wrapRow } from '../../../ui/styles/layout';

export const Parts = styled.div`
  ${stack(3)}

  h4 {
    margin: 0;
    font-size: 1.05em;
  }
`;

export const Part = styled.div`
  ${stack(1.5)}
`;

export const EntryList = styled.ul`
  ${bareList}
  ${stack(1.5)}
`;

export const Replies = styled(EntryList)`
  margin-top: var(--vmx-space);
  padding-left: calc(var(--vmx-space) * 2);
  border-left: 3px solid var(--vmx-color-border);
`;

export const Entry = styled.div`
  ${stack(0.5)}
`;

export const Byline = styled.p`
  margin: 0;
  font-size: 0.875em;
  color: var(--vmx-color-muted);
`;

/** User text, shown as text: line breaks kept, long words wrapped. */
export const UserText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const EntryActions = styled.div`
  ${wrapRow(1)}

  button {
    ${secondaryButton}
    padding: calc(var(--vmx-space) * 0.25) var(--vmx-space);
    font-size: 0.875em;
  }
  button[aria-pressed='true'] {
    border-color: var(--vmx-color-primary);
    color: var(--vmx-color-primary);
    font-weight: 600;
  }
`;

export const Form = styled.form`
  ${stack(0.75)}
  max-width: 40rem;

  label {
    font-weight: 600;
  }
  ${textAreaField}
`;

export const FormButtons = styled.div`
  ${wrapRow(1)}

  button[data-secondary] {
    ${secondaryButton}
  }
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.875em;
  color: ${({ $over }) => ($over ? 'var(--vmx-color-danger)' : 'var(--vmx-color-muted)')};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--vmx-color-danger);
`;

export const DialogButtons = styled.div`
  ${wrapRow(1)}
  margin-top: calc(var(--vmx-space) * 2);

  button[data-secondary] {
    ${secondaryButton}
  }
`;
