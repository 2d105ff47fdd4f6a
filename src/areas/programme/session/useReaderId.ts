/**
 * The signed-in user's id for a part of the page that reads and writes as them (notes, comments,
 * rating). When the sign-in ends under a write (the server answered 401 and the client dropped the
 * user), the part keeps the id it had, so that it stays on screen with what was typed and can say why
 * saving failed; signing out at any other time shows the signed-out state at once.
 */
import { useRef, useState } from 'react';
import { useEventState } from '../../../store/react';

export function useReaderId(writing: boolean): number | null {
  const userId = useEventState((state) => state.user?.userId ?? null);
  const last = useRef<number | null>(null);
  const [kept, setKept] = useState<number | null>(null);
  if (userId !== null) {
    last.current = userId;
    if (kept !== null) setKept(null);
  } else if (writing && last.current !== null && kept === null) {
    setKept(last.current);
  }
  return userId ?? kept;
}
