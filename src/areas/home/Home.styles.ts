import styled from 'styled-components';
import { focusRing } from '../../ui/buttonStyles';

export const Home = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 4);
  min-width: 0;
`;

export const Hero = styled.section`
  display: grid;
  gap: calc(var(--vmx-space) * 1.5);
  padding: calc(var(--vmx-space) * 3);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-primary-subtle);
  border: 1px solid var(--vmx-color-primary-border);

  h1 {
    margin: 0;
    font-size: clamp(1.6em, 4vw, 2.4em);
    line-height: 1.15;
    overflow-wrap: anywhere;
  }

  @media (max-width: 600px) {
    padding: calc(var(--vmx-space) * 2);
  }
`;

export const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space) calc(var(--vmx-space) * 1.5);
  margin: 0;
  font-size: 1.15em;
`;

export const Phase = styled.span`
  display: inline-block;
  padding: calc(var(--vmx-space) * 0.25) var(--vmx-space);
  border-radius: 999px;
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  font-size: 0.8em;
  font-weight: 600;

  &[data-phase='ended'] {
    background: var(--vmx-color-muted);
    color: var(--vmx-color-on-status);
  }
`;

export const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space);
  margin: 0;

  a {
    display: inline-block;
    padding: var(--vmx-space) calc(var(--vmx-space) * 2);
    border-radius: var(--vmx-radius);
    border: 1px solid var(--vmx-color-primary);
    background: var(--vmx-color-surface);
    color: var(--vmx-color-primary);
    font-weight: 600;
    text-decoration: none;
    ${focusRing}
  }
  a:first-child {
    background: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
  }
`;

export const Partners = styled.section`
  min-width: 0;
`;
