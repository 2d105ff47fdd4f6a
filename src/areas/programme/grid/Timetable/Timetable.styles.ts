import styled from 'styled-components';

export const Box = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: calc(var(--vmx-space) * 1.5);
`;
