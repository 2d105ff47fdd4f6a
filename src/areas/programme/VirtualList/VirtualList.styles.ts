import styled from 'styled-components';

export const List = styled.ul`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
`;

/** A row of the windowed list, placed by its measured offset. */
export const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;
