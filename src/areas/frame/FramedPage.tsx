/**
 * <vmx-app> inside an iframe: the part the shell mounts on every page. It is tiny on purpose (vmx-app
 * has a download budget): a page that is not framed gets nothing more; a framed one downloads the
 * reporter (FrameReporter.tsx), which decides the rest (noheader, the host's answer).
 *
 * Texts: none. Theme tokens: none. Renders nothing visible.
 */
import { lazyComponent } from '../../ui/lazyPage';

const FrameReporter = lazyComponent(() => import('./FrameReporter'), { quiet: true });

/**
 * path: the shell's address (pathname and query), so each navigation is reported. embeddingOrigins:
 * <vmx-app embedding-origins>, the foreign origins that may hear the reports (core/frame.ts).
 */
export function FramedPage({ path, embeddingOrigins }: { path: string; embeddingOrigins?: string }) {
  if (typeof window === 'undefined' || window.parent === window) return null;
  return <FrameReporter path={path} embeddingOrigins={embeddingOrigins} />;
}
