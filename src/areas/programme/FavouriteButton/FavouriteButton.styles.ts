import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';

export const StarButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: var(--vmx-color-primary);
  cursor: pointer;
  font-size: 1.5rem;
  line-height: 1;
  ${focusRing}

  &:hover {
    border-color: var(--vmx-color-control-border);
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;
