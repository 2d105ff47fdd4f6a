/** The ticker's configuration, read from the event's config_json (core/tickerConfig.ts). */
import { useMemo } from 'react';
import { parseTickerConfig } from '../../core/tickerConfig';
import { useEventState } from '../../store/react';

export function useTickerConfig() {
  const raw = useEventState((state) => state.config.raw);
  return useMemo(() => {
    const { warnings, ...config } = parseTickerConfig(raw);
    warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return config;
  }, [raw]);
}
