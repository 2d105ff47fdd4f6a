import styled from 'styled-components';
import { Hamburger } from './SiteHeader.styles';

/** The framed page's own navigation: one quiet row under the host's chrome, or a menu button on a narrow frame. */
export const FramedBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 0.5) var(--vmx-space);
  background: var(--vmx-color-surface);
  color: var(--vmx-color-text);
  border-bottom: 1px solid var(--vmx-color-border);

  & > div {
    flex-basis: 100%;
  }
  & > div[hidden] {
    display: none;
  }
`;

/** The header's menu button, on the surface's quieter border. */
export const MenuButton = styled(Hamburger)`
  padding: 0 0.8em;
  border-color: var(--vmx-color-control-border);
`;
