/**
 * A meeting card. Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface,
 * --vmx-color-muted and those of ui/buttonStyles (primaryButton, focusRing).
 */
import styled from 'styled-components';
import { primaryButton } from '../../../../ui/buttonStyles';

export const Card = styled.article`
  display: grid;
  align-content: start;
  gap: var(--vmx-space);
  box-sizing: border-box;
  padding: calc(var(--vmx-space) * 2);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);

  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: 1.05em;
  }
`;

/** Doubled class: the page's own link colour must not win over the button's. */
export const JoinLink = styled.a`
  && {
    ${primaryButton}
    justify-self: start;
  }
`;
