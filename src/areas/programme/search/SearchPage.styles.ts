import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';

export const Search = styled.section`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
`;

/** Holds the search form's place while its code loads (SearchPage): about its height on a phone. */
export const ControlsPlaceholder = styled.div`
  min-height: 2.75rem;
`;

export const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--vmx-space);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: calc(var(--vmx-space) * 0.75) calc(var(--vmx-space) * 1.5);
    border-radius: 999px;
    border: 1px solid var(--vmx-color-control-border);
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='page'] {
    background: var(--vmx-color-primary);
    border-color: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
  }
`;

export { ClearButton, Controls, Count, State, Topics } from '../../../ui/listControls.styles';
