import styled from 'styled-components';

export const BannerBox = styled.aside<{ $placement: 'top' | 'bottom' }>`
  position: fixed;
  left: 0;
  right: 0;
  ${({ $placement }) => ($placement === 'top' ? 'top: 0;' : 'bottom: 0;')}
  z-index: 40;
  display: flex;
  justify-content: center;
  align-items: center;
  background: var(--vmx-color-background);
  box-shadow: 0 0 6px rgb(0 0 0 / 20%);

  a {
    display: block;
    height: 100%;
  }
  a:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: -3px;
  }
  img {
    display: block;
    height: 100%;
    max-width: 100%;
    object-fit: contain;
  }
`;

export const BannerSpacer = styled.div`
  width: 100%;
`;
