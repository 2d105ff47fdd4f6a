import styled from 'styled-components';
import { bareList, stack } from '../../ui/styles/layout';

export const List = styled.ul`
  ${bareList}
  ${stack(2)}
  max-width: 48rem;
`;

export const Item = styled.li`
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  padding: calc(var(--vmx-space) * 2);

  h2 {
    margin: 0 0 calc(var(--vmx-space) * 0.5);
    font-size: 1.2em;
  }
  time {
    display: block;
    color: var(--vmx-color-muted);
    font-size: 0.9em;
    margin-bottom: var(--vmx-space);
  }
  a {
    color: var(--vmx-color-primary);
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
