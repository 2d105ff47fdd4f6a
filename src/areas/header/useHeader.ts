/**
 * What the parts of the header read: the header model (parsed from the GetVMXHeader reply), the config
 * keys the header uses, and the scroll offset.
 */
import { useEffect, useMemo, useState } from 'react';
import { defaultHeaderModel, parseHeaderAppConfig, parseHeaderModel, type HeaderAppConfig, type HeaderModel } from '../../core/header';
import { useEventState } from '../../store/react';

/** The header model of a GetVMXHeader reply; a failed request (null) gives the default header, never none. */
export function useHeaderModel(reply: unknown): HeaderModel {
  return useMemo(() => {
    if (reply === null) return defaultHeaderModel();
    const { model, warnings } = parseHeaderModel(reply);
    warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return model;
  }, [reply]);
}

/** config_json's header keys (social media items, terminal images and video). */
export function useHeaderAppConfig(): HeaderAppConfig {
  const raw = useEventState((state) => state.config.raw);
  return useMemo(() => {
    const { warnings, ...config } = parseHeaderAppConfig(raw);
    warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return config;
  }, [raw]);
}

/** The page's scroll offset; only listened to when enabled (the banner that hides on scroll). */
export function useScrollY(enabled: boolean): number {
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => setScrollY(window.scrollY);
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [enabled]);
  return scrollY;
}
