/**
 * The networking area's styled pieces: the page's sections, the chosen areas as pills, the session list, and the
 * interest dialog's checkboxes (two columns where they fit) and buttons.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary-subtle, --vmx-color-primary-border, --vmx-color-link.
 */
import styled from 'styled-components';
import { secondaryButton } from '../../ui/buttonStyles';
import { bareList, stack, wrapRow } from '../../ui/styles/layout';

export const Networking = styled.div`
  ${stack(2)}
  max-width: 60rem;

  > p {
    margin: 0;
    font-size: 1.1em;
  }
`;

export const Part = styled.section`
  ${stack(1)}
  padding: calc(var(--vmx-space) * 2);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);

  h2 {
    margin: 0;
    font-size: 1.15em;
  }
  p {
    margin: 0;
  }
`;

export const Pills = styled.ul`
  ${bareList}
  ${wrapRow(1)}

  li {
    padding: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.25);
    border: 1px solid var(--vmx-color-primary-border);
    border-radius: 999px;
    background: var(--vmx-color-primary-subtle);
  }
`;

export const Sessions = styled.ul`
  ${bareList}
  ${stack(1)}

  li {
    display: grid;
    gap: calc(var(--vmx-space) * 0.25);
  }
  span {
    color: var(--vmx-color-muted);
    font-size: 0.95em;
  }
`;

export const Links = styled.ul`
  ${stack(0.5)}
  margin: 0;
  padding-left: 1.25em;
`;

export const Choices = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: calc(var(--vmx-space) * 0.75);

  label {
    display: flex;
    gap: calc(var(--vmx-space) * 0.75);
    align-items: center;
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  ${wrapRow(1)}
  margin-top: calc(var(--vmx-space) * 2);
`;

export const QuietButton = styled.button`
  ${secondaryButton}
`;
