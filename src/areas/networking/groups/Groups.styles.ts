/**
 * The groups' page's styled pieces: a link dressed as the quiet button (a joined group's Open), and the frame of a
 * group's conversation, which leaves out the inbox's way back to its list (the page has its own, to the groups).
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-control-border, --vmx-color-focus (ui/buttonStyles).
 */
import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';

export const OpenLink = styled.a`
  && {
    color: inherit;
  }
  ${secondaryButton}
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  box-sizing: border-box;
  text-decoration: none;
`;

export const GroupConversationFrame = styled.div`
  min-width: 0;

  [data-pane='back'] {
    display: none;
  }
`;
