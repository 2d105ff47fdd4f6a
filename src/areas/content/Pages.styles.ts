import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../ui/buttonStyles';
import { textAreaField } from '../../ui/fieldStyles';
import { bareList, stack } from '../../ui/styles/layout';

/** A content page's text: readable line length, links in the primary colour. */
export const Article = styled.article`
  max-width: 48rem;

  /* The page frame sets paragraph margins to 0; an editor's text needs its spacing back. */
  && p,
  && ul,
  && ol {
    margin: 0 0 calc(var(--vmx-space) * 1.5);
  }

  h2 {
    margin: calc(var(--vmx-space) * 3) 0 var(--vmx-space);
  }
  a {
    color: var(--vmx-color-primary);
    ${focusRing}
  }
  img {
    max-width: 100%;
    height: auto;
  }
  /* A hash anchor lands below a sticky header, not under it. */
  [id] {
    scroll-margin-top: var(--vmx-anchor-offset);
  }
`;

export const PageList = styled.ul`
  ${bareList}
  ${stack(1.5)}
  max-width: 48rem;

  li {
    padding-bottom: calc(var(--vmx-space) * 1.5);
    border-bottom: 1px solid var(--vmx-color-border);
  }
  a {
    font-weight: 600;
    color: var(--vmx-color-primary);
    ${focusRing}
  }
  p {
    margin: calc(var(--vmx-space) * 0.5) 0 0;
  }
`;

export const ButtonLink = styled.a`
  /* && outranks the page frame's own link colour (main a). */
  && {
    color: var(--vmx-color-on-primary);
  }
  align-self: start;
  font-weight: 600;
  padding: var(--vmx-space) calc(var(--vmx-space) * 2);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  text-decoration: none;
  ${focusRing}
`;

export const PlainButton = styled.button`
  ${secondaryButton}
`;

export const ContactForm = styled.form`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  max-width: 36rem;

  ${textAreaField}
`;

export const FieldGroup = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 0.5);

  label {
    font-weight: 600;
  }
`;

export const FieldMessage = styled.p`
  margin: 0;
  color: var(--vmx-color-danger);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--vmx-space) * 2);
`;
