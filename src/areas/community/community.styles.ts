/**
 * The news page's and the job board's shared look: the page column, the list of cards, a card, the facts line,
 * the back link and the "Show more" row.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus, --vmx-color-control-border.
 */
import styled from 'styled-components';
import { focusRing, primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { cardBox, cardText } from '../../ui/cardStyles';
import { bareList, factList, stack, wrapRow } from '../../ui/styles/layout';

export const Page = styled.div`
  ${stack(2)}
  p {
    margin: 0;
  }
`;

export const Cards = styled.ul`
  ${bareList}
  ${stack(2)}
`;

export const Card = styled.article`
  ${cardBox};
  align-content: start;
  ${cardText}

  h2 {
    margin: 0;
    font-size: 1.15em;
  }
  h2 a {
    ${focusRing}
  }
`;

/** An article card: its picture beside the text where there is room, above it on a phone. */
export const NewsCard = styled(Card)`
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 48rem) {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
  }
`;

export const CardText = styled.div`
  ${stack(0.75)}
`;

export const Picture = styled.img`
  width: 100%;
  /* The width and height attributes reserve the space; auto keeps their ratio at any width. */
  height: auto;
  aspect-ratio: 40 / 21;
  object-fit: cover;
  border-radius: calc(var(--vmx-radius) * 0.5);
  display: block;
`;

/** Date, badge, company: one line that wraps. */
export const Meta = styled.p`
  ${wrapRow(1)}
  align-items: center;
  color: var(--vmx-color-muted);
  font-size: 0.9em;
`;

export const Badge = styled.span`
  padding: 0 calc(var(--vmx-space) * 0.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  color: var(--vmx-color-text);
  font-weight: 600;
`;

export const Facts = styled.dl`
  ${factList}
  margin: 0;
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd + dt {
      margin-top: calc(var(--vmx-space) * 0.5);
    }
  }
`;

export const BackLink = styled.a`
  justify-self: start;
  ${focusRing}
`;

export const Detail = styled.article`
  ${stack(1.5)}
  h2 {
    margin: 0;
    font-size: 1.5em;
    outline: none;
  }
  h3 {
    margin: 0;
    font-size: 1.15em;
  }
`;

export const Body = styled.div`
  line-height: 1.55;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

export const MoreRow = styled.div`
  ${wrapRow(1.5)}
  align-items: center;
  button {
    ${secondaryButton}
  }
`;

export const ApplyLink = styled.a`
  ${primaryButton}
`;

/** A row of choices above the news list (all news or the industry news, and the company). */
export const NewsControls = styled.div`
  ${wrapRow(1.5)}
  align-items: end;

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    ${wrapRow(0.5)}
  }
  legend {
    font-weight: 600;
    font-size: 0.9em;
    margin-bottom: calc(var(--vmx-space) * 0.25);
    float: left;
    width: 100%;
  }
  fieldset a {
    ${secondaryButton}
    text-decoration: none;
  }
  fieldset a[aria-current='page'] {
    border-color: var(--vmx-color-primary);
    box-shadow: inset 0 0 0 1px var(--vmx-color-primary);
    font-weight: 600;
  }
  label {
    display: grid;
    gap: calc(var(--vmx-space) * 0.25);
    font-size: 0.9em;
    font-weight: 600;
  }
  select {
    font: inherit;
    font-weight: 400;
    padding: calc(var(--vmx-space) * 0.6);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    color: inherit;
    ${focusRing}
  }
`;
