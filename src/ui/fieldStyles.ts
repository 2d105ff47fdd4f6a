/**
 * The multi-line text field of the platform's forms (contact, notes and comments, rating, messages), red
 * when marked invalid. Theme tokens: --vmx-color-background, --vmx-color-border, --vmx-color-danger,
 * --vmx-radius, --vmx-space, --vmx-color-focus.
 */
import { css } from 'styled-components';
import { focusRing } from './buttonStyles';

export const textAreaField = css`
  textarea {
    font: inherit;
    color: inherit;
    background: var(--vmx-color-background);
    padding: var(--vmx-space);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    resize: vertical;
    ${focusRing}
  }
  textarea[aria-invalid='true'] {
    border-color: var(--vmx-color-danger);
  }
`;
