import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';

/** One result: text on the left, the star on the right; a divider below. */
export const Result = styled.article`
  display: flex;
  gap: var(--vmx-space, 8px);
  align-items: flex-start;
  padding: calc(var(--vmx-space, 8px) * 1.5) 0;
  border-bottom: 1px solid var(--vmx-color-border, #d0d7de);
`;

export const ResultBody = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.25);
`;

export const ResultTitle = styled.h3`
  margin: 0;
  font-size: 1.05em;
  line-height: 1.3;

  a {
    color: var(--vmx-color-link, var(--vmx-color-primary, #0b5cad));
    text-decoration: none;
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: var(--vmx-color-muted, #57606a);
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

export const Marker = styled.span<{ $color?: string }>`
  display: inline-block;
  width: 0.25rem;
  align-self: stretch;
  border-radius: 2px;
  background: ${(p) => p.$color || 'var(--vmx-color-primary, #0b5cad)'};
`;

export const Badge = styled.span`
  display: inline-block;
  margin-inline-end: calc(var(--vmx-space, 8px) * 0.5);
  padding: 0 calc(var(--vmx-space, 8px) * 0.5);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-accent-soft, #e7f0fa);
  color: var(--vmx-color-text, #1b1f24);
  font-size: 0.8em;
  font-weight: 600;
`;
