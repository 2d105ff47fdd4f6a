import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';

/** One result: text on the left, the star on the right; a divider below. */
export const Result = styled.article`
  display: flex;
  gap: var(--vmx-space);
  align-items: flex-start;
  padding: calc(var(--vmx-space) * 1.5) 0;
  border-bottom: 1px solid var(--vmx-color-border);
`;

export const ResultBody = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: calc(var(--vmx-space) * 0.25);
`;

export const ResultTitle = styled.h3`
  margin: 0;
  font-size: 1.05em;
  line-height: 1.3;

  a {
    color: var(--vmx-color-link);
    text-decoration: none;
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
  &[data-cancelled] a {
    text-decoration: line-through;
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: var(--vmx-color-muted);
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

/**
 * The session's colour bar: the colour comes in the row's own --session-color (a style property), so that
 * every row shares one class rather than styled-components making and injecting a class per colour as rows
 * render while a visitor types.
 */
export const Marker = styled.span`
  display: inline-block;
  width: 0.25rem;
  align-self: stretch;
  border-radius: 2px;
  background: var(--session-color, var(--vmx-color-primary));
`;

export const Badge = styled.span`
  display: inline-block;
  justify-self: start;
  margin-inline-end: calc(var(--vmx-space) * 0.5);
  padding: 0 calc(var(--vmx-space) * 0.5);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-accent-soft);
  color: var(--vmx-color-text);
  font-size: 0.8em;
  font-weight: 600;
`;
