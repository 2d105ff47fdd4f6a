/**
 * My area's styled pieces: the dashboard boxes, a module's page, the document tables, notices.
 * Theme tokens: --vmx-space, --vmx-color-primary, --vmx-color-on-primary, --vmx-color-border,
 * --vmx-color-muted, --vmx-color-danger, --vmx-color-focus, --vmx-radius.
 */
import styled from 'styled-components';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { cardGrid, stack } from '../../ui/styles/layout';
import { links, outlined } from '../../ui/styles/surfaces';

/** A module's page: readable line length, links in the primary colour. */
export const ModulePage = styled.article`
  max-width: 60rem;
  ${stack(2)}

  h2,
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  ${links('var(--vmx-color-primary)')}
`;

export const Boxes = styled.ul`
  ${cardGrid('16rem')}
  margin: calc(var(--vmx-space) * 2) 0 0;
`;

/** One dashboard box: title, description, and its button (a link: it goes to a page). */
export const ModuleBox = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--vmx-space);
  ${outlined(2)}

  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  p {
    margin: 0;
    flex: 1;
  }
`;

export const ButtonLink = styled.a`
  ${primaryButton}
  align-self: start;
  /* && outranks the page frame's own link colour (main a). */
  && {
    color: var(--vmx-color-on-primary);
  }
`;

export const PlainButton = styled.button`
  ${secondaryButton}
`;

export const Section = styled.section`
  ${stack(1)}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: var(--vmx-space);
    border-bottom: 1px solid var(--vmx-color-border);
  }
  th {
    font-weight: 600;
  }
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger);
`;

export const StatusBadge = styled.span`
  display: inline-block;
  padding: 0 calc(var(--vmx-space) * 0.75);
  border: 1px solid currentColor;
  border-radius: var(--vmx-radius);
  font-size: 0.9em;
`;

export const TermsEntry = styled.article`
  ${stack(1)}
  padding-bottom: calc(var(--vmx-space) * 2);
  border-bottom: 1px solid var(--vmx-color-border);

  && p,
  && ul,
  && ol {
    margin: 0 0 var(--vmx-space);
  }
`;
