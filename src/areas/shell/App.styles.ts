import styled from 'styled-components';
import { rootBox } from '../../ui/theme';

export const Frame = styled.div`
  ${rootBox};
  min-height: 100vh;
  background: var(--vmx-color-background);
`;

export const Main = styled.main`
  max-width: 1400px; /* docs/rules/shell-access-identity.md section 9: header max content width */
  margin: 0 auto;
  padding: calc(var(--vmx-space) * 3);
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: calc(var(--vmx-space) * 3);

  h1 {
    margin: 0;
    font-size: 2em;
    line-height: 1.2;
  }
  p {
    margin: 0;
  }
  a {
    color: var(--vmx-color-link);
  }
`;

export const Status = styled.p`
  margin: 0;
  padding: calc(var(--vmx-space) * 3);
`;

export const MaintenanceScreen = styled.main`
  display: grid;
  place-content: center;
  min-height: 100vh;
  padding: calc(var(--vmx-space) * 3);
  text-align: center;
  gap: var(--vmx-space);
`;
