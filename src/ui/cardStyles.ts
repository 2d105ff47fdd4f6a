/**
 * The box of a card in a grid of cards (exhibitors, products, charity projects and challenges):
 * bordered and padded, as tall as its grid row; each card lays out its own content.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface.
 */
import { css } from 'styled-components';

export const cardBox = css`
  display: grid;
  gap: var(--vmx-space, 8px);
  height: 100%;
  box-sizing: border-box;
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-surface, #ffffff);
`;
