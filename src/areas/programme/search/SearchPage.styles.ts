import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';

export const Search = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
`;

export const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--vmx-space, 8px);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: calc(var(--vmx-space, 8px) * 0.75) calc(var(--vmx-space, 8px) * 1.5);
    border-radius: 999px;
    border: 1px solid var(--vmx-color-border, #8c959f);
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='page'] {
    background: var(--vmx-color-primary, #0b5cad);
    border-color: var(--vmx-color-primary, #0b5cad);
    color: var(--vmx-color-on-primary, #ffffff);
  }
`;

export { ClearButton, Controls, Count, RetryButton, SearchField, State, Topics } from '../../../ui/listControls.styles';
