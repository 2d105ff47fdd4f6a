/**
 * The inbox's styled pieces: the two panes (the conversation list beside the open conversation where the inbox is wide
 * enough, one at a time where it is not: a container query, so it holds wherever the inbox is placed), a row of the
 * list, the conversation's scrolling message log (a fixed height, so nothing below it moves as messages arrive), a
 * message, and the composer.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-control-border, --vmx-color-surface,
 * --vmx-color-background, --vmx-color-text, --vmx-color-muted, --vmx-color-link, --vmx-color-primary-subtle,
 * --vmx-color-primary-border, --vmx-color-danger, --vmx-font-size-small, --vmx-color-focus and those of
 * ui/fieldStyles and ui/buttonStyles.
 */
import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { bareList, stack } from '../../../ui/styles/layout';
import { textAreaBlock } from '../Messaging.styles';

/** Below this width of the inbox, the list and an open conversation take turns. */
const TWO_PANES = '44rem';

export const Panes = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

export const PaneGrid = styled.div<{ $open: boolean }>`
  display: grid;
  gap: calc(var(--vmx-space) * 3);
  align-items: start;

  @container (width >= ${TWO_PANES}) {
    grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);

    [data-pane='back'] {
      display: none;
    }
  }
  @container (width < ${TWO_PANES}) {
    /* One pane at a time: with a conversation open, the list waits behind "All conversations". */
    > [data-pane='list'] {
      display: ${({ $open }) => ($open ? 'none' : 'grid')};
    }
    > [data-pane='choose'] {
      display: none;
    }
  }
`;

export const ConversationRows = styled.ul`
  ${bareList}
  display: grid;
  border-top: 1px solid var(--vmx-color-border);
`;

export const ConversationRow = styled.li`
  border-bottom: 1px solid var(--vmx-color-border);

  a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'avatar name time'
      'avatar last badge';
    gap: calc(var(--vmx-space) * 0.25) calc(var(--vmx-space) * 1.25);
    align-items: center;
    padding: calc(var(--vmx-space) * 1.25) var(--vmx-space);
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  a:hover .vmx-conversation-name {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: var(--vmx-color-primary-subtle);
  }
  > a > :first-child {
    grid-area: avatar;
  }
  .vmx-conversation-name {
    grid-area: name;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .vmx-conversation-name[data-unread] {
    font-weight: 800;
  }
  .vmx-conversation-detail {
    color: var(--vmx-color-muted);
    font-weight: 400;
  }
  .vmx-conversation-time {
    grid-area: time;
    color: var(--vmx-color-muted);
    font-size: var(--vmx-font-size-small);
    white-space: nowrap;
  }
  .vmx-conversation-last {
    grid-area: last;
    color: var(--vmx-color-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .vmx-conversation-badge {
    grid-area: badge;
    justify-self: end;
  }
`;

export const ConversationBox = styled.section`
  ${stack(1.5)}
  min-width: 0;

  h3 {
    margin: 0;
    font-size: 1.2em;
    overflow-wrap: anywhere;
  }
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

/** Holds the log and the "new messages below" button over its foot (placed over it: nothing moves when it shows). */
export const LogFrame = styled.div`
  position: relative;
  min-width: 0;

  > button {
    position: absolute;
    left: 50%;
    bottom: var(--vmx-space);
    transform: translateX(-50%);
    white-space: nowrap;
    background: var(--vmx-color-background);
    box-shadow: 0 2px 8px rgb(0 0 0 / 20%);
  }
`;

export const Log = styled.div`
  position: relative;
  height: clamp(16rem, 55dvh, 36rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);
  ${focusRing}

  ol {
    ${bareList}
    position: relative;
    width: 100%;
  }
  > p {
    padding: calc(var(--vmx-space) * 2);
    color: var(--vmx-color-muted);
    text-align: center;
  }
`;

export const MessageRow = styled.li<{ $own: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  box-sizing: border-box;
  padding: calc(var(--vmx-space) * 0.75) calc(var(--vmx-space) * 1.5);
  display: flex;
  justify-content: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};

  > div {
    ${stack(0.25)}
    max-width: min(36rem, 85%);
    min-width: 0;
    padding: calc(var(--vmx-space) * 1) calc(var(--vmx-space) * 1.5);
    border-radius: var(--vmx-radius);
    border: 1px solid ${({ $own }) => ($own ? 'var(--vmx-color-primary-border)' : 'var(--vmx-color-border)')};
    background: ${({ $own }) => ($own ? 'var(--vmx-color-primary-subtle)' : 'var(--vmx-color-background)')};
  }
  p {
    margin: 0;
  }
  .vmx-message-meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0 var(--vmx-space);
    font-size: var(--vmx-font-size-small);
  }
  .vmx-message-meta strong {
    overflow-wrap: anywhere;
  }
  .vmx-message-company {
    font-weight: 400;
  }
  .vmx-message-meta time {
    color: var(--vmx-color-muted);
  }
  .vmx-message-text {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .vmx-message-text a {
    color: var(--vmx-color-link);
  }
  .vmx-message-state {
    font-size: var(--vmx-font-size-small);
    color: var(--vmx-color-muted);
  }
  .vmx-message-state[data-state='refused'] {
    color: var(--vmx-color-danger);
  }
  button {
    font-size: var(--vmx-font-size-small);
  }
`;

export const ComposerForm = styled.form`
  ${stack(0.75)}
  ${textAreaBlock}

  textarea {
    min-height: 5.5rem;
  }
`;

export const ComposerFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space);
  align-items: start;
  justify-content: space-between;

  > div {
    ${stack(0.25)}
    flex: 1 1 14rem;
  }
`;
