// @vitest-environment happy-dom
/**
 * The players' CME attendance (useAttendance): a signed-in user's watching is reported as the seconds it played, on
 * pause and every LIVE_WATCH_INTERVAL_MS; a frame's live stream counts while the page is visible; nothing is sent
 * for a visitor who is not signed in, nor where the event's rule is not active.
 */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_WATCH_INTERVAL_MS } from '../../contracts/analytics';
import { defaultEventConfig } from '../../core/config';
import { renderInContext, testUser } from '../../testing/renderInContext';
import { useLiveAttendance, useOnDemandAttendance } from './useAttendance';

const REPORT = 'POST /api/Modules/Attendance';

function Recording() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useOnDemandAttendance(10001, container);
  return (
    <div ref={setContainer}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a test's silent element */}
      <video data-testid="video" />
    </div>
  );
}

function LiveFrame() {
  useLiveAttendance(3, null, true);
  return null;
}

const withRule = (active: boolean) => ({ config: { ...defaultEventConfig(), raw: { cme: { active } } } });
const flush = () => act(() => Promise.resolve());

beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

describe('useOnDemandAttendance', () => {
  it('reports the seconds played when the recording pauses, and nothing while it is paused', async () => {
    const { server, getByTestId } = renderInContext(<Recording />, {
      user: testUser(),
      state: withRule(true),
      fixtures: { [REPORT]: { status: 204 } },
    });
    const video = getByTestId('video');
    await act(async () => {
      video.dispatchEvent(new Event('playing'));
      vi.advanceTimersByTime(42_000);
      video.dispatchEvent(new Event('pause'));
    });
    await flush();
    // Paused for a while: nothing more to report.
    await act(async () => void vi.advanceTimersByTime(LIVE_WATCH_INTERVAL_MS));
    const reports = server.requestsTo(REPORT);
    expect(reports.map((request) => request.body)).toEqual([{ Mode: 'ondemand', SessionId: 10001, Seconds: 42 }]);
    expect(reports[0]!.query.get('eventid')).toBe('2026');
    expect(reports[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('reports every interval during a long playback, so that no report is more than the server counts', async () => {
    const { server, getByTestId } = renderInContext(<Recording />, {
      user: testUser(),
      state: withRule(true),
      fixtures: { [REPORT]: { status: 204 } },
    });
    await act(async () => {
      getByTestId('video').dispatchEvent(new Event('playing'));
      vi.advanceTimersByTime(LIVE_WATCH_INTERVAL_MS * 2);
    });
    await flush();
    expect(server.requestsTo(REPORT).map((request) => (request.body as { Seconds: number }).Seconds)).toEqual([60, 60]);
  });

  it('sends nothing for a visitor who is not signed in, nor where the event’s rule is not active', async () => {
    for (const options of [
      { user: null, state: withRule(true) },
      { user: testUser(), state: withRule(false) },
    ]) {
      const { server, getByTestId, unmount } = renderInContext(<Recording />, { ...options, fixtures: { [REPORT]: { status: 204 } } });
      await act(async () => {
        getByTestId('video').dispatchEvent(new Event('playing'));
        vi.advanceTimersByTime(LIVE_WATCH_INTERVAL_MS);
        getByTestId('video').dispatchEvent(new Event('pause'));
      });
      unmount();
      await flush();
      expect(server.requestsTo(REPORT)).toEqual([]);
    }
  });
});

describe('useLiveAttendance', () => {
  it('counts a frame’s stream while the page is visible, naming the room, and the rest when the player goes', async () => {
    const { server, unmount } = renderInContext(<LiveFrame />, {
      user: testUser(),
      state: withRule(true),
      fixtures: { [REPORT]: { status: 204 } },
    });
    await act(async () => void vi.advanceTimersByTime(LIVE_WATCH_INTERVAL_MS + 15_000));
    unmount();
    await flush();
    expect(server.requestsTo(REPORT).map((request) => request.body)).toEqual([
      { Mode: 'live', RoomId: 3, Seconds: 60 },
      { Mode: 'live', RoomId: 3, Seconds: 15 },
    ]);
  });
});
