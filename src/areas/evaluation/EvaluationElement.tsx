/**
 * The evaluation as an embeddable element (<vmx-evaluation>): the sessions to evaluate, the event
 * evaluation and the evaluation modal on any page. Attributes: session-id (open that session's evaluation
 * straight away) and platform-url (where the platform lives: the sign-in link goes there). The host page's
 * address never changes.
 *
 * Texts: those of Evaluation. Parts: those of Evaluation.
 */
import { useMemo } from 'react';
import { platformHref, PlatformLinksProvider } from '../../ui/platformLinks';
import { Evaluation } from './Evaluation';

export interface EvaluationElementProps {
  sessionId?: string;
  platformUrl?: string;
}

export function EvaluationElement({ sessionId, platformUrl }: EvaluationElementProps) {
  const toHref = useMemo(() => (path: string) => platformHref(platformUrl, path), [platformUrl]);
  const id = Number(sessionId);
  return (
    <PlatformLinksProvider toHref={toHref}>
      <Evaluation openSessionId={Number.isInteger(id) && id > 0 ? id : null} />
    </PlatformLinksProvider>
  );
}

/** The my-area "evaluation" module: the same list inside the platform, without page chrome. */
export function EvaluationModule(_props: object) {
  return <Evaluation />;
}
