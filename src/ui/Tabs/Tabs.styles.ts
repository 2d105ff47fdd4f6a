import styled from 'styled-components';
import { focusRing } from '../buttonStyles';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space, 8px) * 0.5);
  border-bottom: 1px solid var(--vmx-color-border, #d0d7de);
`;

export const Tab = styled.button`
  font: inherit;
  padding: var(--vmx-space, 8px) calc(var(--vmx-space, 8px) * 1.5);
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-selected='true'] {
    border-bottom-color: var(--vmx-color-primary, #0b5cad);
    font-weight: 600;
  }
`;

export const TabPanel = styled.div`
  padding-top: calc(var(--vmx-space, 8px) * 2);
  ${focusRing}
`;
