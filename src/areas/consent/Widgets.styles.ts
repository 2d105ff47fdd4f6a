import styled from 'styled-components';

/** The TV widget: a small screen in the bottom left corner, linking to the TV page. */
export const TvLink = styled.a`
  position: fixed;
  left: calc(var(--vmx-space) * 2);
  bottom: calc(var(--vmx-space) * 2);
  z-index: 2147482000;
  display: block;
  padding: 4px;
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-background);
  box-shadow: 0 2px 12px rgb(0 0 0 / 30%);

  img,
  video {
    display: block;
    border-radius: var(--vmx-radius);
  }
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;
