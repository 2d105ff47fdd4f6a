import styled from 'styled-components';

export const TerminalBox = styled.header`
  display: grid;
  gap: var(--vmx-space);
  background: var(--vmx-color-background);

  & > img {
    display: block;
    width: 100%;
    max-height: 240px;
    object-fit: cover;
  }
`;

/** The promo video between its two images; the images stack under it on narrow screens. */
export const Promo = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr 1fr;
  gap: var(--vmx-space);
  align-items: center;
  padding: 0 var(--vmx-space);

  video,
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--vmx-radius);
    background: #000000;
  }
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;
