import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { bareList, stack } from '../../../ui/styles/layout';
import { links } from '../../../ui/styles/surfaces';

export const Layout = styled.div`
  ${stack(3)}
  align-items: start;

  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }

  h2 {
    margin: 0 0 var(--vmx-space);
    font-size: 1.35em;
  }
  ${links('var(--vmx-color-primary)')}
`;

export const Stage = styled.section`
  ${stack(1)}

  p {
    margin: 0;
  }
`;

export const RoomList = styled.ul`
  ${bareList}
  ${stack(1)}
`;

export const RoomButton = styled.button`
  display: grid;
  gap: calc(var(--vmx-space) * 0.25);
  width: 100%;
  text-align: start;
  font: inherit;
  color: inherit;
  padding: calc(var(--vmx-space) * 1.25);
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  background: transparent;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: var(--vmx-color-primary);
  }
  &[aria-pressed='true'] {
    border-color: var(--vmx-color-primary);
    box-shadow: inset 4px 0 0 var(--vmx-color-primary);
  }
  strong {
    font-weight: 600;
  }
  span {
    font-size: 0.9em;
    color: var(--vmx-color-muted);
  }
`;
