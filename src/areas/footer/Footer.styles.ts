import styled from 'styled-components';

/**
 * The host's --vmx-footer-* tokens win, then the footer model's colours, then the theme. The session
 * colour is the left border.
 */
export const FooterFrame = styled.footer<{ $bordered: boolean }>`
  --vmx-footer-bg: var(--vmx-footer-background, var(--vmx-footer-model-background, var(--vmx-color-background, #ffffff)));
  --vmx-footer-fg: var(--vmx-footer-text, var(--vmx-footer-model-text, var(--vmx-color-text, #1b1f24)));
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 3);
  margin-top: calc(var(--vmx-space, 8px) * 4);
  padding: calc(var(--vmx-space, 8px) * 3);
  background: var(--vmx-footer-bg);
  color: var(--vmx-footer-fg);
  border-left: ${({ $bordered }) => ($bordered ? '8px solid var(--vmx-footer-session-color)' : '0')};

  a {
    color: var(--vmx-footer-link, var(--vmx-footer-model-link, inherit));
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;

export const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: calc(var(--vmx-space, 8px) * 3);

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
  padding: calc(var(--vmx-space, 8px) * 2);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-background, #ffffff);
  color: var(--vmx-color-text, #1b1f24);
`;

export const TerminalImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;
