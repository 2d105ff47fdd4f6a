import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { bareList } from '../../../ui/styles/layout';

export const Section = styled.section`
  display: grid;
  gap: calc(var(--vmx-space) * 1.5);

  h2 {
    margin: 0;
    font-size: 1.35em;
  }
  p {
    margin: 0;
  }
  a {
    color: var(--vmx-color-link);
    font-weight: 600;
    ${focusRing}
  }
`;

export const Sessions = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: calc(var(--vmx-space) * 1.5);
`;

export const Session = styled.li`
  display: grid;
  gap: calc(var(--vmx-space) * 0.5);
  align-content: start;
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-inline-start: 4px solid var(--vmx-color-primary);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);

  h3 {
    margin: 0;
    font-size: 1.05em;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: inherit;
  }
`;

export const Meta = styled.p`
  color: var(--vmx-color-muted);
  font-size: 0.9em;
`;

export const LiveDot = styled.span`
  display: inline-block;
  width: 0.6em;
  height: 0.6em;
  margin-inline-end: 0.4em;
  border-radius: 50%;
  background: var(--vmx-color-danger);
  vertical-align: 0.05em;
`;

export const Empty = styled.div`
  display: grid;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 2);
  border: 1px dashed var(--vmx-color-border);
  border-radius: var(--vmx-radius);
`;
