import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';

export const Page = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 3);
  max-width: 56rem;

  h2 {
    margin: 0 0 var(--vmx-space, 8px);
    font-size: 1.35em;
  }
  h3 {
    margin: calc(var(--vmx-space, 8px) * 2) 0 var(--vmx-space, 8px);
    font-size: 1.1em;
  }
  a {
    color: var(--vmx-color-primary, #0b5cad);
    ${focusRing}
  }
`;

/** The sign-in note and the PDF download. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--vmx-space, 8px) * 1.5);

  p {
    margin: 0;
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: calc(var(--vmx-space, 8px) * 1.5);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--vmx-color-danger, #b42318);
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
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--vmx-space, 8px);
`;

/** One starred item: the star, then what it is, then its links. */
export const Entry = styled.li`
  display: flex;
  align-items: flex-start;
  gap: var(--vmx-space, 8px);
  padding: var(--vmx-space, 8px);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);
`;

export const EntryBody = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.25);

  > a:first-child {
    font-weight: 600;
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: var(--vmx-color-muted, #57606a);
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
