import styled from 'styled-components';
import { secondaryButton } from '../../../../ui/buttonStyles';

export const GuruButton = styled.button`
  ${secondaryButton}
`;

export const MessageField = styled.div`
  display: grid;
  gap: calc(var(--vmx-space, 8px) * 0.5);

  textarea {
    font: inherit;
    padding: var(--vmx-space, 8px);
    border: 1px solid var(--vmx-color-border, #8c959f);
    border-radius: var(--vmx-radius, 6px);
  }
  span {
    color: var(--vmx-color-error, #b3261e);
  }
`;
