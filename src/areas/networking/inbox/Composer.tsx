/**
 * Writing a message: a labelled text field (Enter sends, Shift+Enter starts a new line, as the hint under it says;
 * Enter while an input method is composing a character does not send) and a Send button. The text is checked by core's
 * messageTextProblem: a blank message is not sent, one over MESSAGE_MAX_LENGTH is said to be too long as it is typed,
 * said once (not again with every key). Sending empties the field and leaves focus in it, for the next message.
 *
 * Texts: conversation.label, conversation.hint, conversation.send, conversation.tooLong, conversation.blank.
 * Theme tokens: those of Inbox.styles and Messaging.styles. Parts: message-composer.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../contracts';
import { messageTextProblem } from '../../../core/networking/messaging';
import { useEventState } from '../../../store/react';
import { ErrorText, Muted, PrimaryButton } from '../Messaging.styles';
import { useMessagingText } from '../useMessaging';
import { ComposerFoot, ComposerForm } from './Inbox.styles';

export function Composer({ name, onSend }: { name: string; onSend: (text: string) => void }) {
  const t = useMessagingText();
  const language = useEventState((state) => state.language);
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const problem = messageTextProblem(text);
  const error =
    problem === 'tooLong'
      ? t('conversation.tooLong', { max: MESSAGE_MAX_LENGTH.toLocaleString(language) })
      : blank
        ? t('conversation.blank')
        : null;

  const send = () => {
    if (problem === 'empty') {
      setBlank(true);
      field.current?.focus();
      return;
    }
    if (problem !== null) {
      field.current?.focus();
      return;
    }
    onSend(text.trim());
    setText('');
    setBlank(false);
    field.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <ComposerForm part="message-composer" onSubmit={submit} noValidate data-networking="composer">
      <label htmlFor={fieldId}>{t('conversation.label', { name })}</label>
      <textarea
        id={fieldId}
        ref={field}
        rows={3}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => {
          setText(event.target.value);
          if (blank && event.target.value.trim() !== '') setBlank(false);
        }}
        onKeyDown={onKeyDown}
      />
      <ComposerFoot>
        <div>
          <Muted id={hintId}>{t('conversation.hint')}</Muted>
          <div aria-live="polite">{error && <ErrorText id={errorId}>{error}</ErrorText>}</div>
        </div>
        <PrimaryButton type="submit">{t('conversation.send')}</PrimaryButton>
      </ComposerFoot>
    </ComposerForm>
  );
}
