import styled from 'styled-components';
import { secondaryButton } from '../../../../ui/buttonStyles';
import { stack } from '../../../../ui/styles/layout';
import { links } from '../../../../ui/styles/surfaces';

export const StateBox = styled.section`
  ${stack(1)}

  h2 {
    margin: 0;
  }
  ${links('var(--vmx-color-link)')}
`;

export const RetryButton = styled.button`
  ${secondaryButton}
`;
