/**
 * My area's styled pieces: the dashboard boxes, a module's page, the document tables, notices.
 * Theme tokens: --vmx-space, --vmx-color-primary, --vmx-color-on-primary, --vmx-color-border,
 * --vmx-color-muted, --vmx-color-danger, --vmx-color-focus, --vmx-radius.
 */
import styled from 'styled-components';
import { focusRing, primaryButtonLink, secondaryButton } from '../../ui/buttonStyles';

/** A module's page: readable line length, links in the primary colour. */
export const ModulePage = styled.article`
  max-width: 60rem;
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);

  h2,
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  a {
    color: var(--vmx-color-primary, #0b5cad);
    ${focusRing}
  }
`;

export const Boxes = styled.ul`
  list-style: none;
  margin: calc(var(--vmx-space, 8px) * 2) 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: calc(var(--vmx-space, 8px) * 2);
`;

/** One dashboard box: title, description, and its button (a link: it goes to a page). */
export const ModuleBox = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--vmx-space, 8px);
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);

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
  ${primaryButtonLink}
  align-self: start;
  /* && outranks the page frame's own link colour (main a). */
  && {
    color: var(--vmx-color-on-primary, #ffffff);
  }
`;

export const PlainButton = styled.button`
  ${secondaryButton}
`;

export const Section = styled.section`
  display: grid;
  gap: var(--vmx-space, 8px);
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: var(--vmx-space, 8px);
    border-bottom: 1px solid var(--vmx-color-border, #d0d7de);
  }
  th {
    font-weight: 600;
  }
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger, #b42318);
`;

export const StatusBadge = styled.span`
  display: inline-block;
  padding: 0 calc(var(--vmx-space, 8px) * 0.75);
  border: 1px solid currentColor;
  border-radius: var(--vmx-radius, 6px);
  font-size: 0.9em;
`;

export const TermsEntry = styled.article`
  display: grid;
  gap: var(--vmx-space, 8px);
  padding-bottom: calc(var(--vmx-space, 8px) * 2);
  border-bottom: 1px solid var(--vmx-color-border, #d0d7de);

  && p,
  && ul,
  && ol {
    margin: 0 0 var(--vmx-space, 8px);
  }
`;

export const BackLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space, 8px) * 2);
`;
