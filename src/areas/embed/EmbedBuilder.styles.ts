/**
 * The embed builder's layout: the page's column, the settings beside the code on wide screens (one column on a
 * phone), the fields, the colour rows, the code with its Copy button, and the preview's box.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-control-border, --vmx-color-border, --vmx-color-background,
 * --vmx-color-surface, --vmx-color-muted, --vmx-color-success, --vmx-color-danger, and those of ui/buttonStyles and
 * ui/fieldStyles.
 */
import styled from 'styled-components';
import { focusRing, primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { textAreaField } from '../../ui/fieldStyles';
import { stack } from '../../ui/styles/layout';

export const Page = styled.main`
  ${stack(3)}
  max-width: 76rem;
  margin: 0 auto;
  padding: calc(var(--vmx-space) * 3) calc(var(--vmx-space) * 2);

  h1 {
    margin: 0;
    font-size: 1.75em;
    line-height: 1.25;
  }
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  p {
    margin: 0;
  }
`;

export const Intro = styled.p`
  max-width: 48rem;
`;

/** Settings and code side by side from 56rem; below, one after the other. */
export const Columns = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 3);
  align-items: start;

  @media (min-width: 56rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Settings = styled.form`
  ${stack(2)}

  fieldset {
    ${stack(1.5)}
    margin: 0;
    padding: calc(var(--vmx-space) * 1.5) calc(var(--vmx-space) * 2) calc(var(--vmx-space) * 2);
    border: 1px solid var(--vmx-color-border);
    border-radius: var(--vmx-radius);
  }
  legend {
    padding: 0 calc(var(--vmx-space) * 0.5);
    font-weight: 700;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 0.5);

  label {
    font-weight: 600;
  }
  select,
  input:not([type='color']) {
    font: inherit;
    color: inherit;
    max-width: 100%;
    padding: calc(var(--vmx-space) * 0.75) var(--vmx-space);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    ${focusRing}
  }
`;

export const Hint = styled.p`
  font-size: 0.875em;
  color: var(--vmx-color-muted);
`;

/** One colour: its field, what it is now and its Reset button in a row that wraps. */
export const ColourRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space) calc(var(--vmx-space) * 1.5);

  /* On a phone the label has its own line, the colour and what it is now the next. */
  label {
    font-weight: 600;
    flex-basis: 100%;
  }
  @media (min-width: 30rem) {
    label {
      flex-basis: 10rem;
    }
  }
  input[type='color'] {
    width: 3rem;
    height: 2.25rem;
    padding: 2px;
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    ${focusRing}
  }
  button {
    ${secondaryButton}
  }
`;

export const Code = styled.section`
  ${stack(1.5)}
  ${textAreaField}

  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 10rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.875em;
    line-height: 1.5;
  }
`;

export const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--vmx-space) * 1.5);

  button {
    ${primaryButton}
  }
`;

export const CopyStatus = styled.p<{ $failed: boolean }>`
  font-weight: 600;
  color: ${({ $failed }) => ($failed ? 'var(--vmx-color-danger)' : 'var(--vmx-color-success)')};
`;

/** The preview: the real element (or iframe), slotted from the builder's light DOM. */
export const Preview = styled.section`
  ${stack(1.5)}

  > div {
    padding: calc(var(--vmx-space) * 2);
    border: 1px dashed var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-surface);
    min-width: 0;
    overflow: hidden;
  }
`;
