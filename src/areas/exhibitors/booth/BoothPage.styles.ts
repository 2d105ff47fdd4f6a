/**
 * The 2D booth: the background picture with the hotspots placed on it by per cent; on a narrow booth (under
 * NARROW_BOOTH of its own width) the picture alone, with the hotspots as a row of buttons under it, since
 * overlaid they would cover each other and the company's name.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus
 * and those of ui/buttonStyles.
 */
import styled from 'styled-components';
import { focusRing, primaryButton } from '../../../ui/buttonStyles';

export const Page = styled.section`
  display: grid;
  gap: calc(var(--vmx-space) * 2);

  h2 {
    margin: 0;
  }
  a {
    ${focusRing}
  }
`;

/** Ours: below this width of the booth, the hotspots leave the picture. */
const NARROW_BOOTH = '40rem';

export const Stage = styled.div`
  container-type: inline-size;
  position: relative;
  width: 100%;
  max-width: 72rem;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--vmx-radius);
  }
`;

/** The hotspots are a list in reading order; each item is placed on the picture by its X and Y. */
export const Hotspots = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  @container (max-width: ${NARROW_BOOTH}) {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--vmx-space) * 0.5);
    margin-top: var(--vmx-space);
  }
`;

export const Spot = styled.li<{ $x: number; $y: number }>`
  position: absolute;
  left: ${({ $x }) => `${$x}%`};
  top: ${({ $y }) => `${$y}%`};
  transform: translate(-50%, -50%);

  @container (max-width: ${NARROW_BOOTH}) {
    position: static;
    transform: none;
  }

  a,
  button {
    ${primaryButton}
    display: inline-block;
    border: 0;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
    box-shadow: 0 2px 6px rgb(0 0 0 / 35%);
  }
`;

/** Doubled class: the page's own link colour must not win over the button's. */
export const ProfileLink = styled.a`
  && {
    ${primaryButton}
  }
`;

export const Video = styled.video`
  width: 100%;
  max-height: 70vh;
  background: #000000;
`;

/** Read by screen readers, not shown: "(opens in a new tab)" on a hotspot that has no room for it. */
export const ScreenReaderOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
