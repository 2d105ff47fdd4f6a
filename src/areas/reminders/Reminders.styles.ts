/** The reminders' dialog contents: the list of sessions and the row of answers. Theme tokens: --vmx-space, those of ui/buttonStyles. */
import styled from 'styled-components';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';

export const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space);
  margin: calc(var(--vmx-space) * 2) 0 0;
`;

export const PrimaryLink = styled.a`
  ${primaryButton}
`;

export const PrimaryButton = styled.button`
  ${primaryButton}
`;

export const QuietButton = styled.button`
  ${secondaryButton}
`;

export const SessionList = styled.ul`
  margin: var(--vmx-space) 0 0;
  padding-left: calc(var(--vmx-space) * 2.5);
`;
