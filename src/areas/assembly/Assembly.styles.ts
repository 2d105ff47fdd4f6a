/**
 * The look of the general assembly page beside ui/styles/page (its column, sections, notices and video frame): the
 * facts (when, where), the agenda as a timeline, the document buttons, the player's width and the minutes.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-color-danger, --vmx-color-focus.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../ui/buttonStyles';
import { bareList, factList, stack } from '../../ui/styles/layout';
import { VideoFrame } from '../../ui/styles/page';

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

export const Documents = styled.ul`
  ${bareList}
  ${stack(1)}
`;

export const DocumentButton = styled.button`
  ${secondaryButton}
  text-align: start;
`;

/** The stream's player: the live page's 16:9 frame, no wider than the agenda's column. */
export const PlayerFrame = styled(VideoFrame)`
  max-width: 60rem;
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger);
`;

export const Minutes = styled.div`
  ${stack(1)}
  max-width: 48rem;
`;
