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

/** The player keeps 16:9 whatever its width. */
export const PlayerFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000000;
  border-radius: var(--vmx-radius);
  overflow: hidden;

  iframe,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export const Message = styled.p`
  padding: calc(var(--vmx-space) * 2);
  border: 1px dashed var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
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
