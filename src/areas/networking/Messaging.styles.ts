/**
 * The styled pieces the network, the networking settings and the inbox share: a page's column, a titled section, a
 * notice, the row of a card's actions, the quiet and the primary button, a labelled multi-line field, and a person's
 * picture or initials.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-primary-subtle, --vmx-color-primary-border,
 * --vmx-color-link, --vmx-color-danger, --vmx-font-size-small and those of ui/buttonStyles.
 */
import styled, { css } from 'styled-components';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { textAreaField } from '../../ui/fieldStyles';
import { stack, wrapRow } from '../../ui/styles/layout';
import { links } from '../../ui/styles/surfaces';

export const Page = styled.div`
  ${stack(3)}
  ${links('var(--vmx-color-link)')}
  min-width: 0;

  p {
    margin: 0;
  }
`;

export const Section = styled.section`
  ${stack(1.5)}
  min-width: 0;

  h3 {
    margin: 0;
    font-size: 1.2em;
  }
  h3:focus {
    outline: none;
  }
`;

/** Something the reader should know before the rest (not findable, no ticket): a box with the primary colour's edge. */
export const Notice = styled.div`
  ${stack(1)}
  padding: calc(var(--vmx-space) * 1.5) calc(var(--vmx-space) * 2);
  border: 1px solid var(--vmx-color-primary-border);
  border-left-width: 4px;
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-primary-subtle);
`;

export const Actions = styled.div`
  ${wrapRow(1)}
  align-items: center;
`;

export const QuietButton = styled.button`
  ${secondaryButton}
  min-height: 2.75rem;
`;

export const PrimaryButton = styled.button`
  ${primaryButton}
  min-height: 2.75rem;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** A link in the row of links under a page's intro. */
export const LinkRow = styled.ul`
  ${wrapRow('calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 3)')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A person's picture, or their initials on the subtle primary colour; decorative (the name is beside it). */
export const Avatar = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  overflow: hidden;
  background: var(--vmx-color-primary-subtle);
  border: 1px solid var(--vmx-color-primary-border);
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A labelled multi-line field as wide as its box, with its hint and error in small type under it. */
export const textAreaBlock = css`
  ${textAreaField}

  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
  }
  p {
    margin: 0;
    font-size: var(--vmx-font-size-small);
  }
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger);
`;

export const Muted = styled.p`
  color: var(--vmx-color-muted);
`;
