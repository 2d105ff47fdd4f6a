/**
 * After a refused submit, focus moves to the first field marked invalid (once its message has rendered),
 * so that a screen reader reads what needs fixing. Give form to the <form>'s ref; call refused() when
 * validation fails.
 */
import { useEffect, useRef, useState } from 'react';

export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { form, refused: () => setAttempt((count) => count + 1) };
}
