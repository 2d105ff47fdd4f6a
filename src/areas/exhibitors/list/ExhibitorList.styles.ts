import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';
import { cardGrid, stack } from '../../../ui/styles/layout';

export const List = styled.section`
  ${stack(2)}
`;

export const Cards = styled.ul`
  ${cardGrid('16rem')}
`;

export const MoreButton = styled.button`
  ${secondaryButton}
  justify-self: center;
`;
