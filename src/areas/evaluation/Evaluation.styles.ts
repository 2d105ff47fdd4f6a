/**
 * The evaluation's look: the list of sessions (rows with name, start, status and the Evaluate button), the
 * event evaluation box, the sort field and the notices.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-muted, --vmx-color-success,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus, --vmx-color-background.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../ui/buttonStyles';

export const Box = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 3);
  max-width: 56rem;

  h2 {
    margin: 0;
    font-size: 1.35em;
  }
  p {
    margin: 0;
  }
  a {
    color: var(--vmx-color-primary, #0b5cad);
    ${focusRing}
  }
`;

export const Section = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 1.5);
`;

export const EventBox = styled(Section)`
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
`;

export const SortField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--vmx-space, 8px);
  font-weight: 600;

  select {
    font: inherit;
    padding: calc(var(--vmx-space, 8px) * 0.5) var(--vmx-space, 8px);
    border: 1px solid var(--vmx-color-border, #8c959f);
    border-radius: var(--vmx-radius, 6px);
    background: var(--vmx-color-background, #ffffff);
    color: inherit;
    ${focusRing}
  }
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--vmx-space, 8px);
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--vmx-space, 8px) calc(var(--vmx-space, 8px) * 2);
  padding: calc(var(--vmx-space, 8px) * 1.5);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);

  h3 {
    margin: 0;
    font-size: 1.05em;
  }
`;

export const RowText = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.5);
`;

export const Meta = styled.p`
  color: var(--vmx-color-muted, #57606a);
`;

export const Status = styled.p<{ $done: boolean }>`
  font-weight: 600;
  color: ${({ $done }) => ($done ? 'var(--vmx-color-success, #1a7f37)' : 'inherit')};
`;

export const QuietButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;

export const Notice = styled.p`
  padding: calc(var(--vmx-space, 8px) * 1.5);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger, #b42318);
`;

export const DialogBody = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);

  p {
    margin: 0;
  }
`;
