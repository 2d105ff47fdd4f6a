import styled from 'styled-components';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
`;

/** A row of the windowed list (in the list's flow, after the padding that stands for the rows above it). */
export const Row = styled.li`
  display: block;
`;
