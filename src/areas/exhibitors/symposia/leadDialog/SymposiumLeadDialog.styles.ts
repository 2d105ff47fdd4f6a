/**
 * The symposia leads dialog's form.
 * Theme tokens: --vmx-space, --vmx-color-danger and those of ui/fieldStyles (textAreaField).
 */
import styled from 'styled-components';
import { textAreaField } from '../../../../ui/fieldStyles';

export const LeadForm = styled.form`
  display: grid;
  gap: calc(var(--vmx-space) * 2);

  ${textAreaField}
`;

export const Kinds = styled.fieldset`
  display: grid;
  gap: calc(var(--vmx-space) * 0.5);
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: calc(var(--vmx-space) * 0.5);
  }
  label {
    display: flex;
    gap: var(--vmx-space);
    align-items: center;
  }
`;
