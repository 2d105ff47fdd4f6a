/**
 * The look shared by the programme's detail pages (session, presentation, speaker): a readable column,
 * facts as a definition list, sections with a rule above, lists of talks.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-border, --vmx-color-muted,
 * --vmx-color-focus, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';
import { bareList, factList, stack, wrapRow } from '../../../ui/styles/layout';
import { links } from '../../../ui/styles/surfaces';

export const DetailArticle = styled.article`
  max-width: 52rem;
  ${stack(2)}
  ${links('var(--vmx-color-primary)')}
  h2,
  h3,
  p {
    margin: 0;
  }
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--vmx-space);

  h2 {
    flex: 1;
    font-size: 1.5em;
    overflow-wrap: anywhere;
  }
`;

/** The item's facts: label, then value; two columns where there is room. */
export const Facts = styled.dl`
  ${factList}
  margin: 0;

  dd {
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: var(--vmx-space);
    }
  }
`;

export const InlineList = styled.ul`
  ${bareList}
  ${wrapRow('calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.5)')}
`;

export const Section = styled.section`
  ${stack(1.5)}
  padding-top: calc(var(--vmx-space) * 2);
  border-top: 1px solid var(--vmx-color-border);

  h3 {
    font-size: 1.2em;
  }
`;

/** Talks or sessions in time order: time, then title and speaker, then the star. */
export const TimedList = styled.ol`
  ${bareList}
  ${stack(1)}

  li {
    display: grid;
    grid-template-columns: minmax(7.5rem, max-content) 1fr auto;
    align-items: start;
    gap: var(--vmx-space);
    padding-bottom: var(--vmx-space);
    border-bottom: 1px solid var(--vmx-color-border);
  }
  time,
  .when {
    font-variant-numeric: tabular-nums;
    color: var(--vmx-color-muted);
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
  gap: calc(var(--vmx-space) * 0.25);
  overflow-wrap: anywhere;
`;

export const SessionImage = styled.img`
  max-width: min(100%, 24rem);
  height: auto;
  border-radius: var(--vmx-radius);
`;

export const Actions = styled.div`
  ${wrapRow(1)}
  align-items: center;
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
