import styled from 'styled-components';

/**
 * The footer's colours are the --vmx-footer-* tokens (footer.tokens.ts: the host's values win, then the
 * footer model's colours, then the theme). The session colour is the left border.
 */
export const FooterFrame = styled.footer<{ $bordered: boolean }>`
  display: grid;
  gap: calc(var(--vmx-space) * 3);
  margin-top: calc(var(--vmx-space) * 4);
  padding: calc(var(--vmx-space) * 3);
  background: var(--vmx-footer-background);
  color: var(--vmx-footer-text);
  border-left: ${({ $bordered }) => ($bordered ? '8px solid var(--vmx-footer-session-color)' : '0')};

  a {
    color: var(--vmx-footer-link);
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: calc(var(--vmx-space) * 3);

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Cell = styled.div<{ $span: number; $area: string | null }>`
  grid-column: span ${({ $span }) => $span};
  ${({ $area }) => ($area ? `grid-area: ${$area};` : '')}

  @media (max-width: 767px) {
    grid-column: 1 / -1;
    grid-area: auto;
  }
`;

/** The partner logos keep the page's own colours, whatever the footer's background. */
export const LogoPanel = styled.section`
  padding: calc(var(--vmx-space) * 2);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-background);
  color: var(--vmx-color-text);
`;

export const TerminalImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;
