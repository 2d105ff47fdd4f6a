/**
 * The plaza's styled pieces: the intro and the responsive grid of tiles (one column on a phone, as many of at least
 * 15rem as fit on a wide screen). A tile is one link: icon, title and a short text.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-color-surface, --vmx-color-text, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-primary-subtle, --vmx-color-primary-border, --vmx-color-focus, --vmx-radius.
 */
import styled from 'styled-components';
import { focusRing } from '../../ui/buttonStyles';
import { cardGrid, stack } from '../../ui/styles/layout';

export const Plaza = styled.div`
  ${stack(2)}

  > p {
    margin: 0;
    max-width: 60rem;
    font-size: 1.1em;
  }
`;

export const Tiles = styled.ul`
  ${cardGrid('15rem')}
`;

export const TileLink = styled.a`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas: 'icon title' 'icon text' 'icon note';
  align-content: start;
  column-gap: calc(var(--vmx-space) * 1.5);
  row-gap: calc(var(--vmx-space) * 0.5);
  height: 100%;
  box-sizing: border-box;
  padding: calc(var(--vmx-space) * 2);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-surface);
  text-decoration: none;
  ${focusRing}

  /* One attribute's weight more than the page's "main a" link colour (as ui/buttonStyles filledPrimary does). */
  &:is(*, [data-vmx-tile]),
  &:is(*, [data-vmx-tile]):visited {
    color: var(--vmx-color-text);
  }
  &:hover {
    border-color: var(--vmx-color-primary-border);
    background: var(--vmx-color-primary-subtle);
  }
  > svg {
    grid-area: icon;
    color: var(--vmx-color-primary);
  }
  h2 {
    grid-area: title;
    margin: 0;
    font-size: 1.15em;
  }
  > p {
    grid-area: text;
    margin: 0;
  }
  &[data-locked] > svg {
    color: var(--vmx-color-muted);
  }
`;

export const LockNote = styled.span`
  grid-area: note;
  display: inline-flex;
  align-items: center;
  gap: calc(var(--vmx-space) * 0.5);
  color: var(--vmx-color-muted);
  font-size: 0.9em;
`;
