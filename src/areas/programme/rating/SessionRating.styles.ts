/**
 * The rating box: the stars as a radio group (real inputs, visually stars), the comment and the summary.
 * Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted, --vmx-color-danger,
 * --vmx-color-focus, --vmx-color-background, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { textAreaField } from '../../../ui/fieldStyles';

export const RatingForm = styled.form`
  display: grid;
  gap: var(--vmx-space, 8px);
  max-width: 40rem;

  label[for],
  legend {
    font-weight: 600;
  }
  ${textAreaField}
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
  }
`;

/** One star: the radio stays in the page (keyboard, screen readers) but is drawn as the star. */
export const Star = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
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
    width: 1.75rem;
    height: 1.75rem;
  }
`;

export const Summary = styled.p`
  margin: 0;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--vmx-color-danger, #b42318);
`;
