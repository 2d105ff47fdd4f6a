import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { bareList } from '../../../ui/styles/layout';

export const Box = styled.section`
  h2 {
    margin: 0 0 var(--vmx-space);
    font-size: 1.35em;
  }
`;

/** One line of at most PROGRAMME_DAYS_PER_LINE days (docs/rules/content-areas.md section 9); narrow screens wrap it. */
export const Line = styled.ul`
  ${bareList}
  margin: 0 0 var(--vmx-space);
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--vmx-space);

  @media (min-width: 48rem) {
    grid-template-columns: repeat(var(--vmx-days-per-line), minmax(0, 1fr));
  }
`;

export const DayLink = styled.a`
  display: grid;
  gap: calc(var(--vmx-space) * 0.25);
  height: 100%;
  box-sizing: border-box;
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  color: inherit;
  text-decoration: none;
  ${focusRing}

  &:hover {
    border-color: var(--vmx-color-primary);
  }
  strong {
    color: var(--vmx-color-primary);
  }
  span {
    color: var(--vmx-color-muted);
    font-size: 0.9em;
  }
`;
