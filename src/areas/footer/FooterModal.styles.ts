import styled from 'styled-components';

export const Frame = styled.iframe<{ $height: number }>`
  display: block;
  width: 100%;
  height: ${({ $height }) => $height}px;
  border: 0;
`;
