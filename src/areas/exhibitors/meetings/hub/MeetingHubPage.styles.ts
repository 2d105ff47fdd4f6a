/** The meeting hub: the user's own meetings, then a section per day with its cards. Theme tokens: --vmx-space. */
import styled from 'styled-components';
import { cardGrid, stack } from '../../../../ui/styles/layout';

export const Hub = styled.section`
  ${stack(2)}
`;

export const Day = styled.section`
  ${stack(1)}

  h2 {
    margin: 0;
    font-size: 1.25em;
  }
`;

export const Cards = styled.ul`
  ${cardGrid('18rem')}
`;

/** Room under the user's own meetings (another area's section) before the exhibitors'. */
export const OwnMeetings = styled.div`
  margin-bottom: calc(var(--vmx-space) * 4);
`;
