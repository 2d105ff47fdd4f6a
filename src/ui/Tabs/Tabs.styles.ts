import styled from 'styled-components';
import { focusRing } from '../buttonStyles';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space) * 0.5);
  border-bottom: 1px solid var(--vmx-color-border);
`;

export const Tab = styled.button`
  font: inherit;
  padding: var(--vmx-space) calc(var(--vmx-space) * 1.5);
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-selected='true'] {
    border-bottom-color: var(--vmx-color-primary);
    font-weight: 600;
  }
`;

export const TabPanel = styled.div`
  padding-top: calc(var(--vmx-space) * 2);
  ${focusRing}
`;
