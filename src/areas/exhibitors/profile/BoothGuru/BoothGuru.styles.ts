import styled from 'styled-components';
import { secondaryButton } from '../../../../ui/buttonStyles';

export const GuruButton = styled.button`
  ${secondaryButton}
`;

export const MessageField = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 0.5);

  textarea {
    font: inherit;
    padding: var(--vmx-space);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
  }
  span {
    color: var(--vmx-color-danger);
  }
`;
