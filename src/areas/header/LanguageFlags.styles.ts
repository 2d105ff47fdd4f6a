import styled from 'styled-components';

export const FlagList = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.35em;
  margin: 0;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    color: inherit;
    border-radius: var(--vmx-radius);
    opacity: 0.75;
  }
  a[aria-current='true'] {
    opacity: 1;
    box-shadow: inset 0 -3px 0 currentColor;
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
  svg {
    border: 1px solid rgb(0 0 0 / 20%);
  }
`;
