/**
 * The styled pieces of networking's safety: a message's Report button (small, beside the sender and time; shown while
 * the message is hovered or has focus, and always where there is no hover: touch), the muted words of a removed
 * message, the report dialog's reasons and note, the networking settings' list of blocked people, and a notice that
 * takes focus when the button that led to it went away.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-muted, --vmx-font-size-small and those of
 * ui/buttonStyles, ui/fieldStyles and Messaging.styles.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';
import { bareList, stack } from '../../../ui/styles/layout';
import { Notice, textAreaBlock } from '../Messaging.styles';

/** Report, in a message's line of sender and time: out of sight (not out of the layout) until wanted. */
export const ReportToggle = styled.button`
  ${secondaryButton}
  margin-left: auto;
  min-height: 1.75rem;
  padding: 0 calc(var(--vmx-space) * 0.75);
  font-size: var(--vmx-font-size-small);
  opacity: 0;

  li:hover &,
  li:focus-within &,
  &:focus-visible,
  &[data-reported] {
    opacity: 1;
  }
  @media (hover: none), (pointer: coarse) {
    opacity: 1;
    min-height: 2.75rem;
  }
`;

export const Reported = styled.span`
  color: var(--vmx-color-muted);
  font-size: var(--vmx-font-size-small);
`;

/** "This message was removed by a moderator", where the text was. */
export const RemovedText = styled.span`
  color: var(--vmx-color-muted);
  font-style: italic;
`;

export const DialogForm = styled.form`
  ${stack(2)}

  p {
    margin: 0;
  }
`;

/** The reported message, quoted as plain text. */
export const Quote = styled.blockquote`
  margin: 0;
  padding-left: calc(var(--vmx-space) * 1.25);
  border-left: 3px solid var(--vmx-color-border);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 8rem;
  overflow: auto;
`;

export const Reasons = styled.fieldset`
  ${stack(0.25)}
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: calc(var(--vmx-space) * 0.5);
    font-weight: 600;
  }
  label {
    display: flex;
    gap: var(--vmx-space);
    align-items: center;
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

export const NoteField = styled.div`
  ${stack(0.5)}
  ${textAreaBlock}
`;

/** Words in place of a button that went away (blocked, unblocked): focusable from script only. */
export const FocusNotice = styled(Notice)`
  ${focusRing}
`;

export const BlockedList = styled.ul`
  ${bareList}
  display: grid;
  border-top: 1px solid var(--vmx-color-border);

  li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--vmx-space) calc(var(--vmx-space) * 2);
    align-items: center;
    justify-content: space-between;
    padding: var(--vmx-space) 0;
    border-bottom: 1px solid var(--vmx-color-border);
  }
  li > div {
    ${stack(0.25)}
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li span {
    color: var(--vmx-color-muted);
    font-size: var(--vmx-font-size-small);
  }
`;
