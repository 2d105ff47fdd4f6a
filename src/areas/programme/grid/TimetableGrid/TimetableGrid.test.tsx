// @vitest-environment happy-dom
/**
 * The timetable grid with the keyboard alone (an ARIA grid with one tab stop and roving focus), and its
 * virtualisation: a day of 40 rooms puts only what is around the view into the DOM.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProgrammeSession } from '../../../../contracts';
import { timetableDay } from '../../../../core/programme/timetable';
import { renderInContext } from '../../../../testing/renderInContext';
import { TimetableGrid } from './TimetableGrid';

let nextId = 1;
const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
function session(room: number, start: number, end: number): ProgrammeSession {
  const id = nextId++;
  return {
    Id: id,
    Name: `Session ${id}`,
    Code: '',
    RoomId: room,
    RoomName: `Room ${room}`,
    StartDateTime: `2026-06-10T${time(start)}:00`,
    EndDateTime: `2026-06-10T${time(end)}:00`,
    Color: '#0b5cad',
    HideOnScheduler: false,
    IsPoster: false,
  } as ProgrammeSession;
}
const rooms = (count: number) => Array.from({ length: count }, (_, i) => ({ Id: i + 1, Name: `Room ${i + 1}`, Sort: i }));
const NOW = Date.parse('2026-01-01T00:00:00Z');

/** The session id and room row of the focused cell. */
function focused(): [string | undefined, string | null | undefined] {
  const cell = document.activeElement?.closest<HTMLElement>('[data-cell]');
  return [cell?.dataset.sessionId, cell?.closest('[role="row"]')?.getAttribute('aria-rowindex')];
}

describe('TimetableGrid', () => {
  it('has one tab stop; the arrows, Home and End move the focus between sessions as they sit', async () => {
    const sessions = [session(1, 540, 600), session(1, 600, 660), session(1, 660, 720), session(2, 540, 630), session(2, 570, 690)];
    const day = timetableDay(sessions, '2026-06-10', rooms(2), 'Europe/Berlin');
    const { user } = renderInContext(<TimetableGrid day={day} now={NOW} />);
    const grid = screen.getByRole('grid', { name: /Timetable of/ });
    expect(grid.querySelectorAll('a[tabindex="0"]')).toHaveLength(1);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Room 1', 'Room 2']);

    await user.tab();
    expect(focused()).toEqual([String(sessions[0]!.Id), '1']);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toEqual([String(sessions[1]!.Id), '1']);
    await user.keyboard('{End}');
    expect(focused()).toEqual([String(sessions[2]!.Id), '1']);
    await user.keyboard('{Home}');
    expect(focused()).toEqual([String(sessions[0]!.Id), '1']);
    // Right: to the session of the next room that shares the most time, then to the lane beside it.
    await user.keyboard('{ArrowRight}');
    expect(focused()).toEqual([String(sessions[3]!.Id), '2']);
    await user.keyboard('{ArrowRight}');
    expect(focused()).toEqual([String(sessions[4]!.Id), '2']);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toEqual([String(sessions[3]!.Id), '2']);
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toEqual([String(sessions[0]!.Id), '1']);
    // The tab stop follows the focus.
    expect(grid.querySelector('a[tabindex="0"]')?.closest<HTMLElement>('[data-cell]')?.dataset.sessionId).toBe(String(sessions[0]!.Id));
  });

  it('puts only the cells around the view into the DOM for a day of 40 rooms, and keeps the focused one', async () => {
    const sessions = rooms(40).flatMap((room) => Array.from({ length: 24 }, (_, i) => session(room.Id, 480 + i * 30, 510 + i * 30)));
    const day = timetableDay(sessions, '2026-06-10', rooms(40), 'Europe/Berlin');
    const { user, container } = renderInContext(<TimetableGrid day={day} now={NOW} />);
    const rendered = () => container.querySelectorAll('[part="cell"]').length;
    expect(day.cells).toHaveLength(960);
    expect(rendered()).toBeGreaterThan(0);
    expect(rendered()).toBeLessThan(50);
    await user.tab();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toEqual([String(sessions[sessions.length - 1]!.Id), '40']);
    expect(rendered()).toBeLessThan(60);
  });
});
