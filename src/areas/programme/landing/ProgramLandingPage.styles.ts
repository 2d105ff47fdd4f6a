import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';

export const Landing = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 4);
`;

export const SearchLink = styled.a`
  justify-self: start;
  font-weight: 600;
  color: var(--vmx-color-primary);
  ${focusRing}
`;
