import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';

export const Layout = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 3);
  align-items: start;

  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }

  h2 {
    margin: 0 0 var(--vmx-space, 8px);
    font-size: 1.35em;
  }
  a {
    color: var(--vmx-color-primary, #0b5cad);
    ${focusRing}
  }
`;

export const Stage = styled.section`
  display: grid;
  gap: var(--vmx-space, 8px);

  p {
    margin: 0;
  }
`;

/** The player keeps 16:9 whatever its width. */
export const PlayerFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000000;
  border-radius: var(--vmx-radius, 6px);
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
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px dashed var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger, #b42318);
`;

export const RoomList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--vmx-space, 8px);
`;

export const RoomButton = styled.button`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.25);
  width: 100%;
  text-align: start;
  font: inherit;
  color: inherit;
  padding: calc(var(--vmx-space, 8px) * 1.25);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
  background: transparent;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: var(--vmx-color-primary, #0b5cad);
  }
  &[aria-pressed='true'] {
    border-color: var(--vmx-color-primary, #0b5cad);
    box-shadow: inset 4px 0 0 var(--vmx-color-primary, #0b5cad);
  }
  strong {
    font-weight: 600;
  }
  span {
    font-size: 0.9em;
    color: var(--vmx-color-muted, #57606a);
  }
`;
