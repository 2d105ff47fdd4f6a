/**
 * The chat tab's form: a labelled multi-line field as wide as the panel, its error in the danger colour, and the
 * primary Send button. Theme tokens: --vmx-space, --vmx-color-danger, --vmx-font-size-small and those of
 * ui/fieldStyles and ui/buttonStyles.
 */
import styled from 'styled-components';
import { primaryButton } from '../../../../ui/buttonStyles';
import { textAreaField } from '../../../../ui/fieldStyles';
import { stack } from '../../../../ui/styles/layout';

export const ChatForm = styled.form`
  ${stack(0.75)}
  ${textAreaField}
  margin: calc(var(--vmx-space) * 1.5) 0;

  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 6rem;
  }
  p {
    margin: 0;
    color: var(--vmx-color-danger);
    font-size: var(--vmx-font-size-small);
  }
  button {
    ${primaryButton}
  }
`;
