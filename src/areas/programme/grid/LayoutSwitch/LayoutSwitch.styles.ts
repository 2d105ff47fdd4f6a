import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';

/** Two joined buttons; the current one filled with the primary colour. */
export const Switch = styled.div`
  justify-self: end;
  display: inline-flex;
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  overflow: hidden;

  a {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--vmx-space) * 0.75);
    min-height: 2.75rem;
    padding: 0 calc(var(--vmx-space) * 1.5);
    color: inherit;
    text-decoration: none;
    ${focusRing}
    &:focus-visible {
      outline-offset: -3px;
    }
  }
  a + a {
    border-left: 1px solid var(--vmx-color-control-border);
  }
  a[aria-current='true'] {
    background: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
