/**
 * The evaluation's look: the list of sessions (rows with name, start, status and the Evaluate button), the
 * event evaluation box, the sort field and the notices.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-muted, --vmx-color-success,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus, --vmx-color-background.
 */
import styled from 'styled-components';
import { focusRing } from '../../ui/buttonStyles';
import { bareList, stack } from '../../ui/styles/layout';
import { links, outlined } from '../../ui/styles/surfaces';

export const Box = styled.div`
  ${stack(3)}
  max-width: 56rem;

  h2 {
    margin: 0;
    font-size: 1.35em;
  }
  p {
    margin: 0;
  }
  ${links('var(--vmx-color-primary)')}
`;

export const Section = styled.section`
  ${stack(1.5)}
`;

export const EventBox = styled(Section)`
  ${outlined(2, 'var(--vmx-color-control-border)')}
`;

export const SortField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--vmx-space);
  font-weight: 600;

  select {
    font: inherit;
    padding: calc(var(--vmx-space) * 0.5) var(--vmx-space);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    color: inherit;
    ${focusRing}
  }
`;

export const Rows = styled.ul`
  ${bareList}
  ${stack(1)}
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--vmx-space) calc(var(--vmx-space) * 2);
  ${outlined(1.5, 'var(--vmx-color-control-border)')}

  h3 {
    margin: 0;
    font-size: 1.05em;
  }
`;

export const RowText = styled.div`
  ${stack(0.5)}
`;

export const Meta = styled.p`
  color: var(--vmx-color-muted);
`;

export const Status = styled.p<{ $done: boolean }>`
  font-weight: 600;
  color: ${({ $done }) => ($done ? 'var(--vmx-color-success)' : 'inherit')};
`;

export const Notice = styled.p`
  ${outlined(1.5, 'var(--vmx-color-control-border)')}
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger);
`;

export const DialogBody = styled.div`
  ${stack(2)}

  p {
    margin: 0;
  }
`;
