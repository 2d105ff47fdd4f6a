import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';
import { bareList, stack, wrapRow } from '../../../ui/styles/layout';
import { links, outlined } from '../../../ui/styles/surfaces';

export const Page = styled.div`
  ${stack(3)}
  max-width: 56rem;

  h2 {
    margin: 0 0 var(--vmx-space);
    font-size: 1.35em;
  }
  h3 {
    margin: calc(var(--vmx-space) * 2) 0 var(--vmx-space);
    font-size: 1.1em;
  }
  ${links('var(--vmx-color-primary)')}
`;

/** The sign-in note and the PDF download. */
export const Toolbar = styled.div`
  ${wrapRow(1.5)}
  align-items: center;

  p {
    margin: 0;
  }
`;

export const Notice = styled.p`
  margin: 0;
  ${outlined(1.5, 'var(--vmx-color-control-border)')}
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--vmx-color-danger);
`;

export const ActionButton = styled.button`
  ${secondaryButton}
  font-weight: 600;

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const Entries = styled.ul`
  ${bareList}
  ${stack(1)}
`;

/** One starred item: the star, then what it is, then its links. */
export const Entry = styled.li`
  display: flex;
  align-items: flex-start;
  gap: var(--vmx-space);
  padding: var(--vmx-space);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
`;

export const EntryBody = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: calc(var(--vmx-space) * 0.25);

  > a:first-child {
    font-weight: 600;
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: var(--vmx-color-muted);
  font-size: 0.9em;

  span + span::before {
    content: ' · ';
  }
`;

export const CalendarLink = styled.a`
  font-size: 0.9em;
`;

export const RemoveButton = styled.button`
  ${secondaryButton}
`;
