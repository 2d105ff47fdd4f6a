/**
 * The look of the general assembly page: the page's column, its sections, the facts (when, where), the agenda as a
 * timeline, the document buttons, the player (16:9, as the live page's) and the minutes.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-muted, --vmx-color-link,
 * --vmx-color-control-border, --vmx-color-danger, --vmx-color-focus.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../ui/buttonStyles';
import { bareList, factList, stack } from '../../ui/styles/layout';
import { links } from '../../ui/styles/surfaces';

export const Page = styled.div`
  ${stack(3)}
  ${links('var(--vmx-color-link)')}
  p {
    margin: 0;
  }
`;

export const Section = styled.section`
  ${stack(1.5)}
  h2 {
    margin: 0;
    font-size: 1.35em;
  }
`;

export const Facts = styled.dl`
  margin: 0;
  ${factList}
`;

export const Agenda = styled.ol`
  ${bareList}
  ${stack(1)}
`;

export const AgendaItem = styled.li`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: var(--vmx-space);
  padding-bottom: var(--vmx-space);
  border-bottom: 1px solid var(--vmx-color-border);

  time {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  div {
    ${stack(0.25)}
  }
  h3 {
    margin: 0;
    font-size: 1.05em;
  }
`;

export const Muted = styled.p`
  color: var(--vmx-color-muted);
`;

export const Documents = styled.ul`
  ${bareList}
  ${stack(1)}
`;

export const DocumentButton = styled.button`
  ${secondaryButton}
  text-align: start;
`;

/** The player keeps 16:9 whatever its width (as the live page's). */
export const PlayerFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  max-width: 60rem;
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

export const ErrorText = styled.p`
  color: var(--vmx-color-danger);
`;

export const Minutes = styled.div`
  ${stack(1)}
  max-width: 48rem;
`;
