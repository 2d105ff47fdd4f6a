/**
 * The charity page: its sections, the project and challenge cards, the project choice and the survey.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-success, --vmx-color-danger, --vmx-color-focus.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';
import { cardBox } from '../../../ui/cardStyles';

export const Page = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 3);
`;

export const Section = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 1.5);

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
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: calc(var(--vmx-space, 8px) * 2);
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Card = styled.article`
  ${cardBox};
  align-content: start;

  &[data-selected='true'] {
    border-color: var(--vmx-color-primary, #0b5cad);
    box-shadow: 0 0 0 1px var(--vmx-color-primary, #0b5cad);
  }
  h3 {
    margin: 0;
    font-size: 1.05em;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    ${focusRing}
  }
`;

export const Banner = styled.img`
  width: 100%;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: calc(var(--vmx-radius, 6px) * 0.5);
`;

export const Muted = styled.p`
  color: var(--vmx-color-muted, #57606a);
`;

export const Done = styled.p`
  font-weight: 600;
  color: var(--vmx-color-success, #1a7f37);
`;

export const QuietButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;

export const Choice = styled.fieldset`
  margin: 0;
  padding: var(--vmx-space, 8px) calc(var(--vmx-space, 8px) * 1.5);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);

  legend {
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--vmx-space, 8px) * 0.5) calc(var(--vmx-space, 8px) * 2);
  }
  label {
    display: inline-flex;
    gap: calc(var(--vmx-space, 8px) * 0.5);
    align-items: center;
  }
  input {
    ${focusRing}
  }
`;

export const Problem = styled.p`
  color: var(--vmx-color-danger, #b42318);
`;

export const Result = styled.p`
  padding: calc(var(--vmx-space, 8px) * 1.5);
  border-radius: var(--vmx-radius, 6px);
  border: 1px solid var(--vmx-color-success, #1a7f37);
  font-weight: 600;
  ${focusRing}
`;

export const SurveyBox = styled.section`
  display: grid;
  gap: var(--vmx-space, 8px);
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);

  h3 {
    margin: 0;
    font-size: 1.15em;
    ${focusRing}
  }
  p {
    margin: 0;
  }
`;
