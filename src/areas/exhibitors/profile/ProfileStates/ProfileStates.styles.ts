import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../../ui/buttonStyles';

export const StateBox = styled.section`
  display: grid;
  gap: var(--vmx-space, 8px);

  h2 {
    margin: 0;
  }
  a {
    color: var(--vmx-color-link, inherit);
    ${focusRing}
  }
`;

export const RetryButton = styled.button`
  ${secondaryButton}
`;
