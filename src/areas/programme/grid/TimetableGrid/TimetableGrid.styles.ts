import styled from 'styled-components';
import { focusRing } from '../../../../ui/buttonStyles';
import { GRID_GEOMETRY } from './geometry';

const HOUR_PX = 60 * GRID_GEOMETRY.pxPerMinute;

/** The grid's own scroll box: a page (or a host page) never grows with the day. */
export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  max-height: 75vh;
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-background);
`;

/** The whole day at full size, with a line at every hour. */
export const Canvas = styled.div`
  position: relative;
  background-image: linear-gradient(to bottom, var(--vmx-color-border) 1px, transparent 1px);
  background-size: 100% ${HOUR_PX}px;
  background-position: 0 ${GRID_GEOMETRY.headerHeight}px;
`;

/** The time axis: stays at the left, above the sessions that scroll under it. */
export const Axis = styled.div`
  position: sticky;
  left: 0;
  z-index: 4;
  background: var(--vmx-color-surface);
  border-right: 1px solid var(--vmx-color-border);
  color: var(--vmx-color-muted);
  font-size: 0.8em;
`;

/** Above the axis, under the room names' row: stays in the corner. */
export const Corner = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-end;
  padding: 0 var(--vmx-space) calc(var(--vmx-space) * 0.5);
  background: var(--vmx-color-surface);
  border-bottom: 1px solid var(--vmx-color-border);
  font-weight: 600;
`;

export const Hour = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  padding: 2px var(--vmx-space) 0 0;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

export const NowLabel = styled.div`
  position: absolute;
  left: 2px;
  right: 2px;
  transform: translateY(-50%);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-danger);
  color: var(--vmx-color-on-status);
  font-weight: 600;
  text-align: center;
`;

export const NowLine = styled.div`
  position: absolute;
  z-index: 2;
  height: 2px;
  margin-top: -1px;
  background: var(--vmx-color-danger);
  pointer-events: none;
`;

export const Grid = styled.div`
  position: absolute;
  inset: 0;
`;

/** A room's column (a row of the ARIA grid). */
export const Room = styled.div`
  position: absolute;
  top: 0;
  box-sizing: border-box;
  border-left: 1px solid var(--vmx-color-border);
`;

/** The room's name: stays at the top while the day scrolls. */
export const RoomName = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  padding: 0 var(--vmx-space);
  overflow: hidden;
  background: var(--vmx-color-surface);
  border-bottom: 1px solid var(--vmx-color-border);
  font-size: 0.9em;
  font-weight: 600;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/** A session: its colour at the left edge, its time and name, its star at the top right. */
export const CellBox = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 2px solid transparent;
  background-clip: padding-box;

  > a {
    position: absolute;
    inset: 0;
    display: block;
    overflow: hidden;
    padding: 2px calc(var(--vmx-space) * 4) 2px var(--vmx-space);
    border: 1px solid var(--vmx-color-border);
    border-left: 4px solid var(--vmx-color-primary);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-surface);
    color: var(--vmx-color-text);
    font-size: 0.85em;
    line-height: 1.25;
    text-decoration: none;
    ${focusRing}
    &:focus-visible {
      outline-offset: -3px;
    }
  }
  > a:hover strong {
    text-decoration: underline;
  }
  span {
    display: block;
    color: var(--vmx-color-muted);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  > button {
    position: absolute;
    top: 1px;
    right: 1px;
    width: 2rem;
    height: 2rem;
  }
  > button svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;
