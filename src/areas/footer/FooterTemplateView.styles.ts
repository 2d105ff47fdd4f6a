import styled from 'styled-components';

export const Template = styled.div<{ $large: boolean }>`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  padding-top: ${({ $large }) => ($large ? 'calc(var(--vmx-space) * 2)' : '0')};

  p {
    margin: 0;
  }
  img {
    display: block;
  }
`;

export const Groups = styled.div<{ $large: boolean }>`
  display: ${({ $large }) => ($large ? 'grid' : 'flex')};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  flex-wrap: wrap;
  gap: calc(var(--vmx-space) * 2);
`;

export const Group = styled.nav`
  h2 {
    margin: 0 0 calc(var(--vmx-space) / 2);
    font-size: 1.1em;
  }
  ul {
    margin: var(--vmx-space) 0 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: var(--vmx-space) calc(var(--vmx-space) * 2);
  }
`;

export const Icons = styled.ul`
  display: flex;
  gap: var(--vmx-space);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Copyright = styled.p`
  font-size: 0.875em;
`;
