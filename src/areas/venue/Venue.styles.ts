import styled from 'styled-components';

export const Welcome = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
  max-width: 36rem;

  h2,
  p {
    margin: 0;
  }
`;

/** The way on into the congress: a real link, dressed as the primary button. */
export const EnterLink = styled.a`
  justify-self: start;
  font-weight: 600;
  padding: calc(var(--vmx-space, 8px) * 1) calc(var(--vmx-space, 8px) * 2.5);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-primary, #0b5cad);
  color: var(--vmx-color-on-primary, #ffffff);
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;
