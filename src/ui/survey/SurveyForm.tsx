/**
 * SurveyForm: renders a SurveyJS model (survey-core's Model, survey-react-ui's Survey) inside the
 * element's shadow root. SurveyJS's stylesheet is put into the shadow root with the survey (a page's
 * stylesheets cannot reach inside), and its colours, font and radius follow our theme tokens.
 *
 * - Complete runs onComplete while SurveyJS waits (its onCompleting is asynchronous): a refusal keeps
 *   the answers on the page; success shows completedText in place of the survey.
 * - Complete or Next with mandatory questions unanswered shows the caller's mandatory message (the
 *   spec's "There are mandatory questions which are not answered...") besides SurveyJS's own marks.
 * - readOnly: every page at once, read only, and no button at all (the forms status rule).
 * - secondaryAction: a second button beside Complete that checks nothing (Save draft); describe: question
 *   descriptions kept in step with the answers (a live word count).
 * - The survey's own texts (errors, placeholders) come in the event language: SurveyJS's locale for
 *   it is loaded on demand.
 * - SurveyJS mounts its popups (a dropdown's list) into one place for the whole page, the document's
 *   body by default, where the shadow root's styles do not reach and from where focus leaves the
 *   element. While a survey shows, that place is inside its region (the last survey shown wins: a
 *   page shows one survey at a time).
 * - Under a strict Content-Security-Policy (style-src with a nonce, no 'unsafe-inline'): SurveyJS's
 *   stylesheet carries the element's nonce (ui/styleNonce.ts), and the one SurveyJS icon written with a
 *   style attribute (the timer's circle), which such a policy blocks, takes its styles from that
 *   stylesheet instead (svgStyles.ts).
 *
 * Texts: given by the caller (labels, completedText). Theme tokens: --vmx-color-primary,
 * --vmx-color-on-primary, --vmx-color-muted, --vmx-color-background, --vmx-color-text, --vmx-color-danger, --vmx-font-family,
 * --vmx-radius. Parts: survey, survey-message.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Model, settings, surveyLocalization, SvgRegistry } from 'survey-core';
import { Survey } from 'survey-react-ui';
import surveyCss from 'survey-core/survey-core.fontless.min.css?inline';
import { sanitizeHtml } from '../SanitizedHtml';
import { useStyleNonce } from '../styleNonce';
import { moveSvgStylesToClasses } from './svgStyles';
import type { SurveyFormProps } from './types';

/**
 * SurveyJS writes its icons into the survey as one SVG sprite (innerHTML). A style attribute parsed from
 * markup is refused, and reported, by a style-src without 'unsafe-inline'; so the icons' style attributes
 * become classes whose rules go into the stylesheet we give the nonce. survey-react-ui registered its
 * icons when imported above.
 */
const iconStyles = moveSvgStylesToClasses(SvgRegistry.icons, 'vmx-sv-icon');
SvgRegistry.icons = iconStyles.icons;
const SURVEY_CSS = `${surveyCss}\n${iconStyles.css}`;

/** The id of the second navigation button (secondaryAction). */
const SECONDARY_ACTION_ID = 'vmx-secondary-action';

/** SurveyJS locales we ship, by language (the event languages of docs/rules/content-areas.md section 9). */
const SURVEY_LOCALES: Record<string, () => Promise<unknown>> = {
  de: () => import('survey-core/i18n/german'),
  fr: () => import('survey-core/i18n/french'),
  it: () => import('survey-core/i18n/italian'),
  es: () => import('survey-core/i18n/spanish'),
  tr: () => import('survey-core/i18n/turkish'),
  zh: () => import('survey-core/i18n/simplified-chinese'),
};

/** The SurveyJS locale of an event language (en-GB -> en; zh-CN -> zh-cn is not shipped, zh is). */
export function surveyLocale(language: string): string {
  return language.split('-')[0]!.toLowerCase();
}

function useSurveyLocale(language: string): boolean {
  const locale = surveyLocale(language);
  const [ready, setReady] = useState(() => locale === 'en' || !SURVEY_LOCALES[locale] || Boolean(surveyLocalization.locales[locale]));
  useEffect(() => {
    if (ready) return;
    let live = true;
    SURVEY_LOCALES[locale]!()
      .catch((error: unknown) => console.warn(`[vmx] the survey texts for ${locale} could not be loaded`, error))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return ready;
}

export function SurveyForm({
  model,
  language,
  label,
  labels,
  data,
  readOnly = false,
  onComplete,
  completedText,
  secondaryAction,
  describe,
}: SurveyFormProps) {
  const localeReady = useSurveyLocale(language);
  const [mandatoryMissing, setMandatoryMissing] = useState(false);
  const [completed, setCompleted] = useState(false);
  const popupHost = useRef<HTMLDivElement>(null);
  const nonce = useStyleNonce();

  const survey = useMemo(() => {
    if (!localeReady) return null;
    const created = new Model(model);
    created.locale = surveyLocale(language);
    created.completeText = labels.complete;
    created.pagePrevText = labels.back;
    created.pageNextText = labels.next;
    created.showCompletePage = false;
    if (data) created.data = data;
    // HTML in a survey (html questions, completedHtml) comes from the server like any other: sanitised.
    created.onProcessHtml.add((_survey, options) => {
      options.html = sanitizeHtml(options.html);
    });
    if (readOnly) {
      created.readOnly = true;
      created.showNavigationButtons = false;
      created.questionsOnPageMode = 'singlePage';
    }
    return created;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new model or language is a new survey; labels and data (the starting answers) are read once, when it is made: made again, it would drop what the visitor typed.
  }, [model, language, readOnly, localeReady]);

  useLayoutEffect(() => {
    const host = popupHost.current;
    const root = host?.getRootNode();
    if (!host || !(root instanceof ShadowRoot)) return;
    const previous = settings.environment;
    settings.environment = {
      root,
      rootElement: root,
      popupMountContainer: host,
      svgMountContainer: host,
      stylesSheetsMountContainer: host,
    };
    return () => {
      if (settings.environment.popupMountContainer === host) settings.environment = previous;
    };
  }, [survey]);

  useEffect(() => {
    if (!survey) return;
    const onValidatePage = (_: unknown, options: { errors: unknown[] }) => setMandatoryMissing(options.errors.length > 0);
    const onCompleting = async (sender: Model, options: { allow: boolean }) => {
      options.allow = await onComplete(sender.data as Record<string, unknown>);
    };
    const onComplete_ = () => setCompleted(true);
    survey.onValidatePage.add(onValidatePage);
    survey.onCompleting.add(onCompleting);
    survey.onComplete.add(onComplete_);
    return () => {
      survey.onValidatePage.remove(onValidatePage);
      survey.onCompleting.remove(onCompleting);
      survey.onComplete.remove(onComplete_);
    };
  }, [survey, onComplete]);

  // The caller's descriptions (a live word count), kept in step with the answers.
  useEffect(() => {
    if (!survey || !describe) return;
    const apply = () => {
      for (const [name, text] of Object.entries(describe(survey.data as Record<string, unknown>))) {
        const question = survey.getQuestionByName(name);
        if (question && question.description !== text) question.description = text;
      }
    };
    apply();
    survey.onValueChanged.add(apply);
    return () => survey.onValueChanged.remove(apply);
  }, [survey, describe]);

  // The second button (Save draft): SurveyJS draws it with its own buttons; it checks nothing.
  const secondaryRun = secondaryAction?.run;
  const secondaryTitle = secondaryAction?.title;
  useEffect(() => {
    if (!survey || readOnly || !secondaryRun || secondaryTitle === undefined) return;
    survey.addNavigationItem({
      id: SECONDARY_ACTION_ID,
      title: secondaryTitle,
      action: () => secondaryRun(survey.data as Record<string, unknown>),
    });
    return () => {
      survey.navigationBar.removeActionById(SECONDARY_ACTION_ID);
    };
  }, [survey, readOnly, secondaryRun, secondaryTitle]);

  if (completed) {
    return (
      <Message ref={focusWhenFocusWasLost} tabIndex={-1} part="survey-message" role="status">
        {completedText}
      </Message>
    );
  }
  if (!survey) return null;
  return (
    <Region part="survey" role="region" aria-label={label}>
      <style nonce={nonce}>{SURVEY_CSS}</style>
      {mandatoryMissing && (
        <Message part="survey-message" role="alert" $tone="danger">
          {labels.mandatory}
        </Message>
      )}
      <Survey model={survey} />
      <div ref={popupHost} />
    </Region>
  );
}

/**
 * The thanks takes the focus that the Complete button had: that button is gone with the survey, and focus on
 * nothing would leave a dialog around the survey to the page behind it (a keyboard's next Tab).
 */
function focusWhenFocusWasLost(message: HTMLParagraphElement | null) {
  if (!message) return;
  const root = message.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (active === null || active === message.ownerDocument.body || !active.isConnected) message.focus();
}

const Region = styled.section`
  /* SurveyJS's theme variables, from ours. */
  --sjs-primary-backcolor: var(--vmx-color-primary);
  --sjs-primary-forecolor: var(--vmx-color-on-primary);
  --sjs-general-backcolor: var(--vmx-color-background);
  --sjs-general-backcolor-dim: var(--vmx-color-background);
  --sjs-general-forecolor: var(--vmx-color-text);
  /* SurveyJS's own #909090 (question numbers, unchosen labels) is too faint to read (WCAG contrast). */
  --sjs-general-forecolor-light: var(--vmx-color-muted);
  --sjs-special-red: var(--vmx-color-danger);
  --sjs-font-family: var(--vmx-font-family);
  --sjs-corner-radius: var(--vmx-radius);
  font-family: var(--vmx-font-family);
`;

const Message = styled.p<{ $tone?: 'danger' }>`
  margin: 0 0 var(--vmx-space);
  padding: var(--vmx-space);
  border-radius: var(--vmx-radius);
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? 'var(--vmx-color-danger)' : 'var(--vmx-color-control-border)')};
  color: ${({ $tone }) => ($tone === 'danger' ? 'var(--vmx-color-danger)' : 'inherit')};
  /* Focused only in place of the Complete button that went away (focusWhenFocusWasLost), never by Tab. */
  &:focus {
    outline: none;
  }
`;
