import styled from 'styled-components';
import { primaryButton } from '../../ui/buttonStyles';
import { contrastText } from '../../core/color';

export const AdBody = styled.div<{ $background: string | null }>`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  padding: calc(var(--vmx-space) * 2);
  border-radius: var(--vmx-radius);
  background: ${({ $background }) => $background ?? 'transparent'};
  /* Black or white text by the background's brightness (section 9, cutoff 130). */
  color: ${({ $background }) => ($background ? contrastText($background) : 'inherit')};

  .headline-bottom {
    margin: 0;
    font-weight: 600;
    font-size: 1.15em;
  }
`;

export const AdMedia = styled.img`
  display: block;
  max-width: 100%;
  max-height: 50vh;
  border-radius: var(--vmx-radius);
`;

/** The ad's link, dressed as the primary button. */
export const AdLink = styled.a`
  ${primaryButton}
`;
