/**
 * The helpdesk page's styled pieces: the search, the topics with their question disclosures, and the help that
 * follows (live help desk, contact form).
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-color-control-border, --vmx-color-background, --vmx-color-surface, --vmx-color-muted, --vmx-color-primary,
 * --vmx-color-primary-subtle, --vmx-color-focus, --vmx-radius (and those of ui/buttonStyles).
 */
import styled from 'styled-components';
import { focusRing, primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { bareList, stack } from '../../ui/styles/layout';
import { links } from '../../ui/styles/surfaces';

export const Helpdesk = styled.div`
  max-width: 60rem;
  ${stack(3)}

  h2,
  h3,
  p {
    margin: 0;
  }
  ${links('var(--vmx-color-primary)')}
`;

/** The questions and answers: the search, its count, then the topics. */
export const Faq = styled.section`
  ${stack(3)}
`;

export const SearchBox = styled.div`
  ${stack(1)}
`;

/** The search field (label above a full-width input) and, while searching, the button that clears it. */
export const SearchRow = styled.div`
  display: flex;
  align-items: end;
  flex-wrap: wrap;
  gap: var(--vmx-space);

  > label {
    flex: 1 1 16rem;
    display: grid;
    gap: calc(var(--vmx-space) * 0.5);
    font-weight: 600;
  }
  input {
    font: inherit;
    font-weight: 400;
    color: inherit;
    background: var(--vmx-color-background);
    padding: calc(var(--vmx-space) * 0.75) var(--vmx-space);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    ${focusRing}
  }
`;

export const ClearButton = styled.button`
  ${secondaryButton}
`;

/** The search's live count: always in the page (a live region that appears is not announced), empty without a search. */
export const Status = styled.p`
  color: var(--vmx-color-muted);
`;

export const Topic = styled.section`
  ${stack(1)}

  h2 {
    font-size: 1.25em;
  }
`;

export const Questions = styled.ul`
  ${bareList}
  border-top: 1px solid var(--vmx-color-border);
`;

export const Question = styled.li`
  border-bottom: 1px solid var(--vmx-color-border);

  h3 {
    font-size: 1em;
  }
`;

/** The disclosure's button: the whole row, the question and a chevron that turns when open. */
export const QuestionButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 1.25) calc(var(--vmx-space) * 0.5);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--vmx-color-primary-subtle);
  }
  svg {
    flex: none;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

export const Answer = styled.div`
  padding: 0 calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.5);

  p + p {
    margin-top: var(--vmx-space);
  }
`;

export const MoreHelp = styled.section`
  ${stack(2)}
`;

export const WidgetBox = styled.section`
  ${stack(1)}
  padding: calc(var(--vmx-space) * 2);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);

  h3 {
    font-size: 1.1em;
  }
`;

export const PrimaryButton = styled.button`
  ${primaryButton}
`;

export const SecondaryButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;
