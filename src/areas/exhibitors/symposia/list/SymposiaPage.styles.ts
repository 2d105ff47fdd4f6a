/**
 * The satellite symposia page. Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius,
 * --vmx-color-surface, --vmx-color-muted and those of ui/buttonStyles.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../../ui/buttonStyles';
import { bareList, factList, stack, wrapRow } from '../../../../ui/styles/layout';
import { cardSurface } from '../../../../ui/styles/surfaces';

export const List = styled.section`
  ${stack(2)}
`;

export const Items = styled.ol`
  ${stack(2)}
  ${bareList}
`;

export const Item = styled.article`
  ${stack(1)}
  ${cardSurface}

  h3 {
    margin: 0;
    font-size: 1.1em;
  }
  h3 a {
    color: inherit;
    ${focusRing}
  }
  dl {
    ${factList}
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.25em;
  }
`;

export const Actions = styled.div`
  ${wrapRow(1)}
  align-items: center;

  a {
    ${focusRing}
  }
`;

export const RequestButton = styled.button`
  ${secondaryButton}
`;
