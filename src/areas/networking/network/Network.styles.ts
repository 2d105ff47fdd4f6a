/**
 * The network's styled pieces: the grid of person cards, a card's head (picture, name, facts), its areas of interest
 * as pills, a request's note, the words standing in for a button, the search form and the connect dialog's field.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-control-border, --vmx-color-surface,
 * --vmx-color-background, --vmx-color-muted, --vmx-color-primary-subtle, --vmx-color-primary-border,
 * --vmx-font-size-small, --vmx-color-focus and those of ui/fieldStyles.
 */
import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { bareList, stack, wrapRow } from '../../../ui/styles/layout';
import { outlined } from '../../../ui/styles/surfaces';
import { textAreaBlock } from '../Messaging.styles';

export const Cards = styled.ul`
  display: grid;
  &:focus:not(:focus-visible) {
    outline: none;
  }
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: calc(var(--vmx-space) * 2);
  ${bareList}
`;

export const Card = styled.li`
  ${stack(1.25)}
  ${outlined(2)}
  align-content: start;
  min-width: 0;
  background: var(--vmx-color-surface);
  overflow-wrap: anywhere;

  h4 {
    margin: 0;
    font-size: 1.1em;
    line-height: 1.3;
  }
`;

export const PersonHead = styled.div`
  display: flex;
  gap: calc(var(--vmx-space) * 1.25);
  align-items: center;
  min-width: 0;

  > div {
    ${stack(0.25)}
    min-width: 0;
  }
`;

export const Facts = styled.p`
  color: var(--vmx-color-muted);
  font-size: var(--vmx-font-size-small);
`;

export const InterestPills = styled.ul`
  ${bareList}
  ${wrapRow(0.5)}

  li {
    padding: 0 calc(var(--vmx-space) * 1);
    border: 1px solid var(--vmx-color-primary-border);
    border-radius: 999px;
    background: var(--vmx-color-primary-subtle);
    font-size: var(--vmx-font-size-small);
  }
`;

export const Note = styled.blockquote`
  margin: 0;
  padding-left: calc(var(--vmx-space) * 1.25);
  border-left: 3px solid var(--vmx-color-border);
  white-space: pre-line;
`;

/** "Request sent", "Your contact": where a button was; focusable from script only (focus moves here). */
export const Standing = styled.p`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: var(--vmx-color-muted);
  ${focusRing}
`;

export const SearchForm = styled.form`
  ${stack(0.5)}

  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    color: inherit;
    width: 100%;
    max-width: 36rem;
    box-sizing: border-box;
    min-height: 2.75rem;
    padding: calc(var(--vmx-space) * 1) calc(var(--vmx-space) * 1.25);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    ${focusRing}
  }
`;

export const NoteField = styled.div`
  ${stack(0.5)}
  ${textAreaBlock}
`;

export const DialogForm = styled.form`
  ${stack(2)}

  p {
    margin: 0;
  }
`;
