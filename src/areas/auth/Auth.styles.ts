import styled from 'styled-components';

export const Stack = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
  max-width: 28rem;

  p {
    margin: 0;
  }
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space, 8px) * 2);
  margin: 0;
`;
