/**
 * <vmx-evaluation>: the signed-in user's sessions to evaluate, the event evaluation and the evaluation
 * modal. Attributes: instance, event, language, api-base, session-id (open that session's evaluation
 * straight away) and platform-url (the sign-in link goes there).
 */
import { EvaluationElement } from '../areas/evaluation';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-evaluation',
  kind: 'event',
  component: EvaluationElement,
  attributes: { sessionId: 'string', platformUrl: 'string' },
});
