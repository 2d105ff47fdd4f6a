/**
 * The TV page's look: the page column, the channel links, the player panel and the episode cards.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus, --vmx-color-text.
 */
import styled from 'styled-components';
import { focusRing } from '../../ui/buttonStyles';
import { cardBox, cardText } from '../../ui/cardStyles';
import { bareList, stack, wrapRow } from '../../ui/styles/layout';

export const Page = styled.div`
  ${stack(2)}
  p {
    margin: 0;
  }
`;

export const ChannelNav = styled.nav`
  ul {
    ${bareList}
    ${wrapRow(0.75)}
  }
  a {
    ${focusRing}
    display: inline-block;
    padding: calc(var(--vmx-space) * 0.5) var(--vmx-space);
    border: 1px solid var(--vmx-color-border);
    border-radius: var(--vmx-radius);
    color: var(--vmx-color-text);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: var(--vmx-color-primary);
    border-color: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
  }
`;

export const Stage = styled.section`
  ${stack(1)}
  max-width: 56rem;
  h2 {
    margin: 0;
    font-size: 1.3em;
  }
`;

export const Cards = styled.ul`
  ${bareList}
  ${stack(1.5)}
`;

export const Card = styled.article`
  ${cardBox};
  ${cardText}
  ${stack(0.75)}
  h3 {
    margin: 0;
    font-size: 1.1em;
  }
  a {
    ${focusRing}
  }
  &[data-playing='true'] {
    border-color: var(--vmx-color-primary);
  }
`;

export const Meta = styled.p`
  ${wrapRow(1)}
  align-items: center;
  color: var(--vmx-color-muted);
  font-size: 0.9em;
`;

export const Badge = styled.span`
  padding: 0 calc(var(--vmx-space) * 0.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  color: var(--vmx-color-text);
  font-weight: 600;
`;
