/**
 * The offline save notice (docs/rules/shell-access-identity.md section 4, offline use; ours): when the storage the
 * browser grants cannot hold everything the visitor loaded, it says what was saved for offline use and what
 * did not fit ("Saved for offline: sessions and your programme; presentations did not fit."), instead of
 * dropping it silently. It shows after a save that left something out, until closed.
 *
 * Texts: offline.savedPartly, offline.savedNothing, offline.part.*, offline.close.
 * Theme tokens: --vmx-color-background, --vmx-color-text, --vmx-radius, --vmx-space, and those of ui/form's
 * Button. Parts: offline-saved.
 */
import { useEffect, useState } from 'react';
import type { OfflinePart, OfflineSaveResult } from '../../core/offlineCache';
import { useEventContext, useEventState } from '../../store/react';
import { Button } from '../../ui/form';
import { SaveNotice } from './CacheToast.styles';
import { watchOfflineSave } from './offlineSaveStatus';
import { cacheStorageKey } from './storedCache';
import { useOfflineText } from './useOfflineText';

export function OfflineSaveNotice() {
  const t = useOfflineText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const [result, setResult] = useState<OfflineSaveResult | null>(null);
  const [closed, setClosed] = useState<string | null>(null);

  useEffect(() => watchOfflineSave(cacheStorageKey(context), setResult), [context]);

  if (!result || result.missing.length === 0) return null;
  // A later save that leaves out something else shows again.
  const signature = result.missing.join();
  if (closed === signature) return null;
  const list = (parts: readonly OfflinePart[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(parts.map((part) => t(`offline.part.${part}`)));
  return (
    <SaveNotice role="status" part="offline-saved">
      <p>
        {result.saved.length > 0
          ? t('offline.savedPartly', { saved: list(result.saved), missing: list(result.missing) })
          : t('offline.savedNothing', { missing: list(result.missing) })}
      </p>
      <Button type="button" onClick={() => setClosed(signature)}>
        {t('offline.close')}
      </Button>
    </SaveNotice>
  );
}
