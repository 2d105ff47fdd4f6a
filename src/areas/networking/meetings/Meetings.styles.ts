/**
 * Meetings: a list of meetings, one meeting (its time, status, who proposed it, a note and its actions), the row of
 * the proposal dialog's date, time and duration, and those fields and the meeting hub's "With" (labelled inputs and
 * selects in the look of the platform's fields), and the meeting hub's notice of a proposal sent.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-control-border, --vmx-color-surface,
 * --vmx-color-background, --vmx-color-muted, --vmx-color-danger, --vmx-color-primary-border,
 * --vmx-color-primary-subtle, --vmx-font-size-small and those of ui/buttonStyles (focusRing).
 */
import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { bareList, stack, wrapRow } from '../../../ui/styles/layout';
import { cardSurface, links } from '../../../ui/styles/surfaces';

export const MeetingsBox = styled.section`
  ${stack(1)}
  min-width: 0;

  h2,
  h4 {
    margin: 0;
  }
  h2 {
    font-size: 1.25em;
  }
  h4 {
    font-size: 1.05em;
  }
  > p {
    margin: 0;
  }
`;

/** What the meeting hub just did ("Your proposal was sent …"): a live status that takes no room until it says something. */
export const HubNotice = styled.p`
  margin: 0;

  &:empty {
    display: none;
  }
`;

export const MeetingList = styled.ul`
  ${bareList}
  ${stack(1)}
`;

export const MeetingCard = styled.li`
  ${cardSurface}
  ${stack(0.75)}
  ${links('var(--vmx-color-link)')}
  min-width: 0;

  p {
    margin: 0;
  }
  p:focus {
    outline: none;
  }
  .vmx-meeting-time {
    font-weight: 600;
  }
  .vmx-meeting-who {
    color: var(--vmx-color-muted);
    font-size: var(--vmx-font-size-small);
  }
  /* What the reader just did: it takes no room until there is something to say. */
  .vmx-meeting-said:empty {
    display: none;
  }
  blockquote {
    margin: 0;
    padding-left: var(--vmx-space);
    border-left: 3px solid var(--vmx-color-border);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The meeting's status, as a small pill; an open one (waiting for an answer) in the primary colour's tint. */
export const Status = styled.span<{ $status: string }>`
  justify-self: start;
  padding: 0 calc(var(--vmx-space) * 0.75);
  border-radius: 999px;
  border: 1px solid ${({ $status }) => ($status === 'pending' ? 'var(--vmx-color-primary-border)' : 'var(--vmx-color-border)')};
  background: ${({ $status }) => ($status === 'pending' ? 'var(--vmx-color-primary-subtle)' : 'var(--vmx-color-background)')};
  font-size: var(--vmx-font-size-small);
`;

export const ItemActions = styled.div`
  ${wrapRow(1)}
  align-items: center;
`;

/** The dialog's date, time and duration side by side where they fit. */
export const WhenRow = styled.div`
  ${wrapRow(2)}
`;

export const Field = styled.div`
  display: grid;
  /* A select is as wide as its longest option unless its column may shrink: the dialog would overflow a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: calc(var(--vmx-space) * 0.5);
  align-content: start;

  label {
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    color: inherit;
    min-height: 2.75rem;
    box-sizing: border-box;
    padding: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.25);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    ${focusRing}
  }
  select {
    max-width: 100%;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: var(--vmx-color-danger);
  }
`;

export const FieldNote = styled.p`
  margin: 0;
  font-size: var(--vmx-font-size-small);
`;
