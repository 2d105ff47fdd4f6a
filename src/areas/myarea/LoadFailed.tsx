/**
 * A my-area read that failed: the message, and a Try again button unless the page's buttons are hidden
 * (docs/rules/content-areas.md section 4: a closed form's page has no button at all).
 *
 * Texts: myArea.retry (and the message given). Theme tokens: those of MyArea.styles. Parts: none.
 */
import { useMyAreaText } from './useMyArea';
import { PlainButton } from './MyArea.styles';

export function LoadFailed({ message, onRetry, buttonsHidden = false }: { message: string; onRetry(): void; buttonsHidden?: boolean }) {
  const t = useMyAreaText();
  return (
    <div role="alert">
      <p>{message}</p>
      {!buttonsHidden && (
        <PlainButton type="button" onClick={onRetry}>
          {t('myArea.retry')}
        </PlainButton>
      )}
    </div>
  );
}
