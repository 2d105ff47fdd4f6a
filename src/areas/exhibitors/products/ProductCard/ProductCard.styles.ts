/**
 * A product card and its rating stars (real radios drawn as stars).
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-focus, --vmx-color-danger.
 */
import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';

export const Card = styled.article`
  display: grid;
  align-content: start;
  gap: var(--vmx-space, 8px);
  height: 100%;
  box-sizing: border-box;
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-surface, #ffffff);

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

export const Stars = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--vmx-space, 8px) * 0.25);

  legend {
    padding: 0;
    margin-bottom: calc(var(--vmx-space, 8px) * 0.5);
    font-weight: 600;
  }
`;

/** One star: the radio stays in the page (keyboard, screen readers) but is drawn as the star. */
export const Star = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  cursor: pointer;
  color: ${({ $lit }) => ($lit ? 'var(--vmx-color-primary, #0b5cad)' : 'var(--vmx-color-muted, #57606a)')};

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input:focus-visible + svg {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
    border-radius: 4px;
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger, #b42318);
`;
