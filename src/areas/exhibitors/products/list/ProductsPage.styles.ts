/** The products page: the list of cards. Theme tokens: --vmx-space. */
import styled from 'styled-components';
import { cardGrid, stack } from '../../../../ui/styles/layout';

export const List = styled.section`
  ${stack(2)}
`;

export const Cards = styled.ul`
  ${cardGrid('16rem')}
`;
