/**
 * The social feed widget's look: a box of the configured height (the spec's 400 px by default) whose tab panel
 * scrolls, microblog posts as a list, photo posts as a grid of pictures with their captions.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted.
 */
import styled from 'styled-components';
import { bareList, stack } from '../../ui/styles/layout';

export const Widget = styled.section`
  ${stack(1)}
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
`;

/** The box: its height from the configuration; the tablist stays, the panel below it scrolls. */
export const Box = styled.div<{ $height: number }>`
  height: ${({ $height }) => `${$height}px`};
  box-sizing: border-box;
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);
  padding: var(--vmx-space);
  & > div {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  [role='tabpanel'] {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    padding-top: var(--vmx-space);
  }
`;

export const Posts = styled.ol`
  ${bareList}
  ${stack(1)}
`;

export const Post = styled.article`
  ${stack(0.5)}
  padding-bottom: var(--vmx-space);
  border-bottom: 1px solid var(--vmx-color-border);
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Author = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space) * 0.5);
  align-items: baseline;
  strong {
    font-weight: 600;
  }
  span,
  time {
    color: var(--vmx-color-muted);
    font-size: 0.9em;
  }
`;

export const Photos = styled.ol`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: var(--vmx-space);
`;

export const Photo = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  display: block;
  border-radius: calc(var(--vmx-radius) * 0.5);
`;
