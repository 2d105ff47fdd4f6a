import styled from 'styled-components';
import { stack, wrapRow } from '../../ui/styles/layout';

export const Stack = styled.div`
  ${stack(2)}
  max-width: 28rem;

  p {
    margin: 0;
  }
`;

export const Links = styled.p`
  ${wrapRow(2)}
  margin: 0;
`;

/** The single sign-on links above the sign-in form. */
export const SsoList = styled.div`
  ${stack(1.5)}

  a {
    text-decoration: none;
  }
`;

/** The details a provider reported next to the profile's, on the user data sync page. */
export const CompareTable = styled.table`
  border-collapse: collapse;

  th,
  td {
    text-align: start;
    padding: calc(var(--vmx-space) * 0.75) calc(var(--vmx-space) * 1.5);
    border-bottom: 1px solid var(--vmx-color-border);
  }
`;

/** Buttons side by side. */
export const Actions = styled.div`
  ${wrapRow(1.5)}
`;
