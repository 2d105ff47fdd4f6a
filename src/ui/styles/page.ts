/**
 * Styled blocks the areas' pages share: a page's column of sections, a section with its heading, muted text, a
 * notice in a dashed box (a stream not yet started, a room without a player) and the 16:9 frame a video or an
 * embedded player fills. Each gives exactly the CSS its users wrote out before.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-link, --vmx-color-muted, --vmx-color-control-border and
 * those of ui/buttonStyles (focusRing, through links).
 */
import styled from 'styled-components';
import { stack } from './layout';
import { links } from './surfaces';

/** A page of sections: three spaces apart, its links in the link colour, paragraphs without margins. */
export const PageColumn = styled.div`
  ${stack(3)}
  ${links('var(--vmx-color-link)')}
  p {
    margin: 0;
  }
`;

/** A section of a page and its h2. */
export const PageSection = styled.section`
  ${stack(1.5)}
  h2 {
    margin: 0;
    font-size: 1.35em;
  }
`;

export const MutedText = styled.p`
  color: var(--vmx-color-muted);
`;

export const Notice = styled.p`
  padding: calc(var(--vmx-space) * 2);
  border: 1px dashed var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
`;

/** Keeps 16:9 whatever its width; the video or iframe inside fills it. */
export const VideoFrame = styled.div`
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
