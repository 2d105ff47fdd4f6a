import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';

/** A row of day links that scrolls sideways when the days do not fit (a phone). */
export const Tabs = styled.nav`
  overflow-x: auto;

  ul {
    display: flex;
    gap: var(--vmx-space);
    list-style: none;
    margin: 0;
    padding: 4px;
  }
  a {
    display: inline-block;
    white-space: nowrap;
    padding: calc(var(--vmx-space) * 0.75) calc(var(--vmx-space) * 1.5);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='date'] {
    background: var(--vmx-color-primary);
    border-color: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
    font-weight: 600;
  }
`;
