/**
 * The rating box: the stars as a radio group (real inputs, visually stars), the comment and the summary.
 * Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted, --vmx-color-danger,
 * --vmx-color-focus, --vmx-color-background, --vmx-radius, --vmx-space.
 */
import styled from 'styled-components';
import { textAreaField } from '../../../ui/fieldStyles';

export const RatingForm = styled.form`
  display: grid;
  gap: var(--vmx-space);
  max-width: 40rem;

  label[for],
  legend {
    font-weight: 600;
  }
  ${textAreaField}
`;

export const Summary = styled.p`
  margin: 0;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--vmx-color-danger);
`;
