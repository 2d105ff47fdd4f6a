/** Grey blocks in the shape of the content that is loading, with a soft pulse that stops for reduced motion. */
import styled, { css, keyframes } from 'styled-components';
import { bareList } from '../styles/layout';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const block = css`
  display: block;
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-border);
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Bar = styled.span<{ $width: string; $height?: string }>`
  ${block}
  width: ${(props) => props.$width};
  height: ${(props) => props.$height ?? '0.9em'};
`;

export const Picture = styled.span`
  ${block}
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: var(--vmx-radius) var(--vmx-radius) 0 0;
`;

export const Cards = styled.ul<{ $minWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(props) => props.$minWidth}, 1fr));
  gap: calc(var(--vmx-space) * 2);
  ${bareList}
`;

export const Card = styled.li`
  display: grid;
  gap: var(--vmx-space);
  padding-bottom: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);

  & > span:not(:first-child) {
    margin-inline: calc(var(--vmx-space) * 1.5);
  }
  & > span:first-child:not([data-picture]) {
    margin: calc(var(--vmx-space) * 1.5) calc(var(--vmx-space) * 1.5) 0;
  }
`;

export const Rows = styled.ul`
  display: grid;
  gap: var(--vmx-space);
  ${bareList}
`;

export const Row = styled.li`
  display: grid;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);
`;
