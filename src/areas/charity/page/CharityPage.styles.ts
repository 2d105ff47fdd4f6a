/**
 * The charity page: its sections, the project and challenge cards, the project choice and the survey.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-success, --vmx-color-danger, --vmx-color-focus.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';
import { cardBox, cardText } from '../../../ui/cardStyles';
import { cardGrid, stack } from '../../../ui/styles/layout';
import { outlined } from '../../../ui/styles/surfaces';

export const Page = styled.div`
  ${stack(3)}
`;

export const Section = styled.section`
  ${stack(1.5)}

  h2 {
    margin: 0;
    font-size: 1.3em;
    ${focusRing}
  }
  p {
    margin: 0;
  }
`;

export const Cards = styled.ul`
  ${cardGrid('17rem')}
`;

export const Card = styled.article`
  ${cardBox};
  align-content: start;

  &[data-selected='true'] {
    border-color: var(--vmx-color-primary);
    box-shadow: 0 0 0 1px var(--vmx-color-primary);
  }
  ${cardText}
`;

export const Banner = styled.img`
  width: 100%;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: calc(var(--vmx-radius) * 0.5);
`;

export const Done = styled.p`
  font-weight: 600;
  color: var(--vmx-color-success);
`;

export const QuietButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;

export const Choice = styled.fieldset`
  margin: 0;
  padding: var(--vmx-space) calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);

  legend {
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 2);
  }
  label {
    display: inline-flex;
    gap: calc(var(--vmx-space) * 0.5);
    align-items: center;
  }
  input {
    ${focusRing}
  }
`;

export const Problem = styled.p`
  color: var(--vmx-color-danger);
`;

export const Result = styled.p`
  padding: calc(var(--vmx-space) * 1.5);
  border-radius: var(--vmx-radius);
  border: 1px solid var(--vmx-color-success);
  font-weight: 600;
  ${focusRing}
`;

export const SurveyBox = styled.section`
  ${stack(1)}
  ${outlined(2)}

  h3 {
    margin: 0;
    font-size: 1.15em;
    ${focusRing}
  }
  p {
    margin: 0;
  }
`;
