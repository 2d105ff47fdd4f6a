import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';

export const Box = styled.section`
  h2 {
    margin: 0 0 var(--vmx-space, 8px);
    font-size: 1.35em;
  }
`;

/** One line of at most PROGRAMME_DAYS_PER_LINE days (docs/rules/content-areas.md section 9); narrow screens wrap it. */
export const Line = styled.ul`
  list-style: none;
  margin: 0 0 var(--vmx-space, 8px);
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--vmx-space, 8px);

  @media (min-width: 48rem) {
    grid-template-columns: repeat(var(--vmx-days-per-line, 5), minmax(0, 1fr));
  }
`;

export const DayLink = styled.a`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.25);
  height: 100%;
  box-sizing: border-box;
  padding: calc(var(--vmx-space, 8px) * 1.5);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
  color: inherit;
  text-decoration: none;
  ${focusRing}

  &:hover {
    border-color: var(--vmx-color-primary, #0b5cad);
  }
  strong {
    color: var(--vmx-color-primary, #0b5cad);
  }
  span {
    color: var(--vmx-color-muted, #57606a);
    font-size: 0.9em;
  }
`;
