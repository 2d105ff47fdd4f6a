/**
 * The event's favicon (config_json `favicon`, core/eventKeys.ts): <vmx-app> owns the standalone page, as it
 * owns the title, so it points the page's icon link at the configured address; the host page's own icon comes
 * back when the event has none or the app leaves.
 */
import { useEffect } from 'react';
import { useIdentitySettings } from '../../store/identitySettings';

const MARK = 'data-vmx-favicon';

export function useFavicon(): void {
  const { favicon } = useIdentitySettings().keys;
  useEffect(() => {
    if (!favicon) return;
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = favicon;
    link.setAttribute(MARK, '');
    // The browser takes the last icon link: ours goes after the host page's, which stays for when ours goes.
    document.head.append(link);
    return () => link.remove();
  }, [favicon]);
}
