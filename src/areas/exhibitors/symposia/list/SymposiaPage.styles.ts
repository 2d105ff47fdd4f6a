/**
 * The satellite symposia page. Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius,
 * --vmx-color-surface, --vmx-color-muted and those of ui/buttonStyles.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../../ui/buttonStyles';

export const List = styled.section`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
`;

export const Items = styled.ol`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 2);
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Item = styled.article`
  display: grid;
  gap: var(--vmx-space, 8px);
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-surface, #ffffff);

  h3 {
    margin: 0;
    font-size: 1.1em;
  }
  h3 a {
    color: inherit;
    ${focusRing}
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: calc(var(--vmx-space, 8px) * 0.5) calc(var(--vmx-space, 8px) * 2);
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.25em;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space, 8px);
  align-items: center;

  a {
    ${focusRing}
  }
`;

export const RequestButton = styled.button`
  ${secondaryButton}
`;
