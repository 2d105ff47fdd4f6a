/** The products page: the list of cards. Theme tokens: --vmx-space. */
import styled from 'styled-components';

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
