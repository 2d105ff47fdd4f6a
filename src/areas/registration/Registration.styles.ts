/**
 * The look of the registration pages beside ui/styles/page (their column and sections): a ticket card with its
 * state badge and facts, the shop's call to action and the landing's next steps.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-primary,
 * --vmx-color-on-primary, --vmx-color-primary-subtle, --vmx-color-focus, --vmx-color-control-border.
 */
import styled from 'styled-components';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { cardBox, cardText } from '../../ui/cardStyles';
import { bareList, cardGrid, factList, stack, wrapRow } from '../../ui/styles/layout';

export const Tickets = styled.ul`
  ${cardGrid('min(100%, 26rem)')}
`;

export const TicketCard = styled.article`
  ${cardBox};
  align-content: start;
  ${cardText}
  h3 {
    font-size: 1.1em;
  }
`;

export const StateBadge = styled.span<{ $state: 'valid' | 'unpaid' | 'invalid' }>`
  justify-self: start;
  padding: calc(var(--vmx-space) * 0.25) calc(var(--vmx-space) * 0.75);
  border-radius: var(--vmx-radius);
  font-weight: 600;
  font-size: 0.9em;
  border: 1px solid var(--vmx-color-border);
  background: ${(props) => (props.$state === 'valid' ? 'var(--vmx-color-primary)' : 'var(--vmx-color-surface)')};
  color: ${(props) => (props.$state === 'valid' ? 'var(--vmx-color-on-primary)' : 'inherit')};
`;

export const Facts = styled.dl`
  margin: 0;
  ${factList}
`;

export const Days = styled.ul`
  ${bareList}
  ${stack(0.25)}
`;

export const ShopLink = styled.a`
  ${primaryButton}
`;

export const Actions = styled.div`
  ${wrapRow(1)}
  align-items: center;
`;

export const QuietButton = styled.button`
  ${secondaryButton}
`;

export const Narrow = styled.div`
  max-width: 32rem;
`;
