/** The meeting hub: a section per day with its cards. Theme tokens: --vmx-space. */
import styled from 'styled-components';

export const Hub = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
`;

export const Day = styled.section`
  display: grid;
  gap: var(--vmx-space, 8px);

  h2 {
    margin: 0;
    font-size: 1.25em;
  }
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: calc(var(--vmx-space, 8px) * 2);
  list-style: none;
  margin: 0;
  padding: 0;
`;
