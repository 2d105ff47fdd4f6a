/**
 * Loads the event for the context's current language and puts the event's theme tokens (VMXTheme) on
 * :host, where ui/tokens.ts reads them (the host page's values win, the defaults are the fallback). When the theme names a primary colour but no text colour for it, the text colour on primary is
 * derived by the spec's brightness rule.
 */
import { useMemo } from 'react';
import { contrastText } from '../core/color';
import { useEventLoader, useEventState } from '../store/react';
import { HostStyle } from './theme';

export function EventTheme() {
  useEventLoader();
  const theme = useEventState((state) => state.theme);
  const tokens = useMemo(() => {
    const primary = theme['color-primary'];
    return primary && !theme['color-on-primary'] ? { ...theme, 'color-on-primary': contrastText(primary) } : theme;
  }, [theme]);
  return <HostStyle $tokens={tokens} />;
}
