/**
 * The look shared by the programme's detail pages (session, presentation, speaker): a readable column,
 * facts as a definition list, sections with a rule above, lists of talks.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-border, --vmx-color-muted,
 * --vmx-color-focus, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';

export const DetailArticle = styled.article`
  max-width: 52rem;
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);

  a {
    color: var(--vmx-color-primary, #0b5cad);
    ${focusRing}
  }
  h2,
  h3,
  p {
    margin: 0;
  }
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--vmx-space, 8px);

  h2 {
    flex: 1;
    font-size: 1.5em;
    overflow-wrap: anywhere;
  }
`;

/** The item's facts: label, then value; two columns where there is room. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: calc(var(--vmx-space, 8px) * 0.5) calc(var(--vmx-space, 8px) * 2);
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: var(--vmx-space, 8px);
    }
  }
`;

export const InlineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space, 8px) * 0.5) calc(var(--vmx-space, 8px) * 1.5);
`;

export const Section = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 1.5);
  padding-top: calc(var(--vmx-space, 8px) * 2);
  border-top: 1px solid var(--vmx-color-border, #d0d7de);

  h3 {
    font-size: 1.2em;
  }
`;

/** Talks or sessions in time order: time, then title and speaker, then the star. */
export const TimedList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--vmx-space, 8px);

  li {
    display: grid;
    grid-template-columns: minmax(7.5rem, max-content) 1fr auto;
    align-items: start;
    gap: var(--vmx-space, 8px);
    padding-bottom: var(--vmx-space, 8px);
    border-bottom: 1px solid var(--vmx-color-border, #d0d7de);
  }
  time,
  .when {
    font-variant-numeric: tabular-nums;
    color: var(--vmx-color-muted, #57606a);
  }
  @media (max-width: 30rem) {
    li {
      grid-template-columns: 1fr auto;
    }
    li > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const ItemText = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.25);
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  color: var(--vmx-color-muted, #57606a);
`;

export const SessionImage = styled.img`
  max-width: min(100%, 24rem);
  height: auto;
  border-radius: var(--vmx-radius, 6px);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space, 8px);
`;

/** A link that looks like the quiet, outlined button (the .ics download). */
export const OutlinedLink = styled.a`
  && {
    color: inherit;
  }
  ${secondaryButton}
  display: inline-block;
  text-decoration: none;
`;

export const RetryButton = styled.button`
  ${secondaryButton}
`;
