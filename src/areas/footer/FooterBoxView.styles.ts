import styled from 'styled-components';

export const Box = styled.section`
  display: grid;
  gap: var(--vmx-space);

  h2 {
    margin: 0;
    font-size: 1.1em;
  }
  address {
    font-style: normal;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: calc(var(--vmx-space) / 2);
  }
`;

export const Contact = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: calc(var(--vmx-space) / 2) var(--vmx-space);
  margin: 0;

  dd {
    margin: 0;
  }
`;
