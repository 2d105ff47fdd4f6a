/** The retry button and the stale-data notice of the shared async view. */
import styled from 'styled-components';
import { secondaryButton } from '../buttonStyles';

export const RetryButton = styled.button<{ $inline: boolean }>`
  ${secondaryButton}
  ${({ $inline }) => ($inline ? 'margin-inline-start: var(--vmx-space);' : '')}
`;

export const StaleNotice = styled.p`
  margin: 0 0 var(--vmx-space);
  font-size: 0.875em;
  color: var(--vmx-color-muted);
`;
