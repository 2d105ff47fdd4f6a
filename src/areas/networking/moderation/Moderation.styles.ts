/**
 * The moderators' page's styled pieces: the list of reports, a report's card (the message quoted as plain text, a
 * "Removed" mark, the facts as a list of terms, the decisions), the words that take the place of the decisions once
 * one is taken, and the words at the end of the list once "Show more" reached it.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary-subtle, --vmx-color-primary-border, --vmx-font-size-small, --vmx-color-focus.
 */
import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { bareList, stack } from '../../../ui/styles/layout';
import { outlined } from '../../../ui/styles/surfaces';

export const Reports = styled.ol`
  ${bareList}
  ${stack(2)}
`;

export const ReportCard = styled.li`
  ${stack(1.25)}
  ${outlined(2)}
  min-width: 0;
  background: var(--vmx-color-surface);
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: 1.1em;
    line-height: 1.3;
  }
  /* Focused from script (the first report "Show more" brought): a ring for the keyboard only. */
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const Quote = styled.blockquote`
  margin: 0;
  padding-left: calc(var(--vmx-space) * 1.25);
  border-left: 3px solid var(--vmx-color-border);
  white-space: pre-wrap;

  &[data-removed] {
    color: var(--vmx-color-muted);
  }
`;

/** "Removed", beside a message a moderator removed. */
export const Mark = styled.span`
  display: inline-block;
  margin-left: var(--vmx-space);
  padding: 0 calc(var(--vmx-space) * 0.75);
  border: 1px solid var(--vmx-color-primary-border);
  border-radius: 999px;
  background: var(--vmx-color-primary-subtle);
  font-size: var(--vmx-font-size-small);
  font-weight: 600;
  vertical-align: middle;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 2);
  margin: 0;

  dt {
    color: var(--vmx-color-muted);
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

/** What was decided, in place of the buttons that decided it: focusable from script only. */
export const Decided = styled.p`
  margin: 0;
  font-weight: 600;
  ${focusRing}
`;

/** "These are all the reports", once "Show more" reached the end: focusable from script only. */
export const AllShown = styled.p`
  margin: 0;
  color: var(--vmx-color-muted);
  ${focusRing}
`;
