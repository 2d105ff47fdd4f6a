import styled from 'styled-components';
import { secondaryButton } from '../../ui/buttonStyles';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
  max-width: 48rem;
`;

export const Item = styled.li`
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
  padding: calc(var(--vmx-space, 8px) * 2);

  h2 {
    margin: 0 0 calc(var(--vmx-space, 8px) * 0.5);
    font-size: 1.2em;
  }
  time {
    display: block;
    color: var(--vmx-color-muted, #57606a);
    font-size: 0.9em;
    margin-bottom: var(--vmx-space, 8px);
  }
  a {
    color: var(--vmx-color-primary, #0b5cad);
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;

export const RetryButton = styled.button`
  ${secondaryButton}
`;
