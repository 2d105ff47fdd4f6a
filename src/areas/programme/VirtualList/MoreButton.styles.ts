import styled from 'styled-components';
import { secondaryButton } from '../../../ui/buttonStyles';

/** "Show more" under a list with a page size (only WindowedList, loaded on demand, uses it). */
export const MoreButton = styled.button`
  ${secondaryButton}
  display: block;
  margin: calc(var(--vmx-space) * 2) auto 0;
`;
