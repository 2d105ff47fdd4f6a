/**
 * A product card and its rating stars (real radios drawn as stars).
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-focus, --vmx-color-danger.
 */
import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';
import { cardBox } from '../../../../ui/cardStyles';

export const Card = styled.article`
  ${cardBox};
  align-content: start;

  h3 {
    margin: 0;
    font-size: 1.05em;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    ${focusRing}
  }
`;

export const Picture = styled.img`
  width: 100%;
  max-height: 10rem;
  object-fit: contain;
`;

export const Muted = styled.p`
  color: var(--vmx-color-muted, #57606a);
`;

export const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space, 8px) * 0.5);
  font-size: 0.85em;

  span {
    padding: 0 calc(var(--vmx-space, 8px) * 0.75);
    border-radius: 999px;
    border: 1px solid var(--vmx-color-border, #8c959f);
  }
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger, #b42318);
`;
