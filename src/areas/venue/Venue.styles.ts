import styled from 'styled-components';
import { primaryButton } from '../../ui/buttonStyles';

export const Welcome = styled.section`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  max-width: 36rem;

  h2,
  p {
    margin: 0;
  }
`;

/** The way on into the congress: a real link, dressed as the primary button. */
export const EnterLink = styled.a`
  ${primaryButton}
`;
