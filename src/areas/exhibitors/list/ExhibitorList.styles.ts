import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';

export const List = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: calc(var(--vmx-space, 8px) * 2);
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const MoreButton = styled.button`
  ${secondaryButton}
  justify-self: center;
`;
