import styled, { keyframes } from 'styled-components';
import { rootBox } from '../../ui/theme';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export const TickerBox = styled.section`
  ${rootBox};
  overflow: hidden;
  /* The strip is as wide as all its items; it must never widen the host's layout. */
  contain: inline-size;
  background: var(--vmx-ticker-background);
  color: var(--vmx-ticker-text);
  border-radius: var(--vmx-radius);

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: -3px;
  }
`;

export const Strip = styled.div`
  padding: calc(var(--vmx-space)) 0;
  white-space: nowrap;
`;

export const Track = styled.div`
  display: inline-flex;
  animation: ${scroll} linear infinite;

  ${TickerBox}:hover &,
  ${TickerBox}:focus-within & {
    animation-play-state: paused;
  }

  ul {
    display: inline-flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    white-space: normal;
    flex-wrap: wrap;
    ul[aria-hidden='true'] {
      display: none;
    }
  }
`;

export const Item = styled.li`
  padding: 0 calc(var(--vmx-space) * 3);
  &::after {
    content: '•';
    padding-left: calc(var(--vmx-space) * 3);
    opacity: 0.6;
  }
`;
