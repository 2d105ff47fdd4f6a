/**
 * The abstract submission page's look: the page column, the call's facts, the list of abstracts as cards with a
 * status badge, the notices and the links dressed as buttons.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus, --vmx-color-control-border, --vmx-color-danger,
 * --vmx-color-text.
 */
import styled from 'styled-components';
import { focusRing, primaryButton } from '../../ui/buttonStyles';
import { cardBox, cardText } from '../../ui/cardStyles';
import { bareList, stack, wrapRow } from '../../ui/styles/layout';

export const Page = styled.div`
  ${stack(2)}
  max-width: 60rem;
  p {
    margin: 0;
  }
  a {
    ${focusRing}
  }
`;

export const Section = styled.section`
  ${stack(1)}
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
`;

export const TopicList = styled.ul`
  ${bareList}
  ${wrapRow(0.5)}
  li {
    padding: 0 calc(var(--vmx-space) * 0.5);
    border: 1px solid var(--vmx-color-border);
    border-radius: var(--vmx-radius);
  }
`;

export const Cards = styled.ul`
  ${bareList}
  ${stack(1.5)}
`;

export const Card = styled.article`
  ${cardBox};
  ${cardText}
  h3 {
    margin: 0;
    font-size: 1.1em;
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.p`
  ${wrapRow(1)}
  align-items: center;
  color: var(--vmx-color-muted);
  font-size: 0.9em;
`;

/** The status, in words (never by colour alone). */
export const StatusBadge = styled.span`
  display: inline-block;
  padding: 0 calc(var(--vmx-space) * 0.75);
  border: 1px solid currentColor;
  border-radius: var(--vmx-radius);
  font-weight: 600;
  color: var(--vmx-color-text);
`;

export const Actions = styled.p`
  ${wrapRow(1)}
  align-items: center;
`;

export const PrimaryLink = styled.a`
  ${primaryButton}
`;

export const Notice = styled.p<{ $tone?: 'danger' }>`
  padding: var(--vmx-space);
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? 'var(--vmx-color-danger)' : 'var(--vmx-color-control-border)')};
  border-radius: var(--vmx-radius);
  color: ${({ $tone }) => ($tone === 'danger' ? 'var(--vmx-color-danger)' : 'inherit')};
`;
