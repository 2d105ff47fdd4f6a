/**
 * Loads the event for the context's current language and puts the event's theme tokens (VMXTheme) on
 * :host. When the theme names a primary colour but no text colour for it, the text colour on primary is
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
