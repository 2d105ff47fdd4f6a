import styled from 'styled-components';
import { focusRing, primaryButton } from '../../../../ui/buttonStyles';

export const PanelList = styled.ul`
  display: grid;
  gap: calc(var(--vmx-space) * 1.5);
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0;
    font-size: 1.05em;
  }
  a {
    color: var(--vmx-color-link);
    ${focusRing}
  }
  video {
    max-width: 100%;
  }
`;

/** Doubled class: the profile's plain link colour must not win over the button's own colours. */
export const JoinLink = styled.a`
  && {
    display: inline-block;
    ${primaryButton}
  }
`;
