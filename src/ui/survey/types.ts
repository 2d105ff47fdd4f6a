/** The props of SurveyForm (src/ui/survey): a SurveyJS survey inside an element's shadow root. */

export interface SurveyLabels {
  /** The button that finishes the survey (section 8: Complete; Submit for a single page is the caller's choice). */
  complete: string;
  /** Section 8: Back and Next between pages. */
  back: string;
  next: string;
  /** Shown when Complete or Next is pressed with mandatory questions unanswered (section 8's message). */
  mandatory: string;
}

export interface SurveyFormProps {
  /** The SurveyJS model (JSON) from the survey API. */
  model: Record<string, unknown>;
  /** The event language (en-GB, de-DE ...): the survey's locale and its own texts. */
  language: string;
  /** The accessible name of the survey region. */
  label: string;
  labels: SurveyLabels;
  /** Answers to show (a saved form). */
  data?: Record<string, unknown>;
  /** Read only, and no button at all (docs/rules/content-areas.md section 4: the forms status rule). */
  readOnly?: boolean;
  /**
   * The person completed the survey with every mandatory answer. Resolve true once saved (the survey then
   * shows `completedText`); false keeps the answers on the page to try again (the caller says why).
   */
  onComplete: (data: Record<string, unknown>) => Promise<boolean>;
  /** Shown in place of the survey once onComplete resolved true. */
  completedText: string;
  /**
   * A second button beside Complete that runs without checking the answers (e.g. "Save draft"): given the answers
   * as they stand. Not shown when readOnly.
   */
  secondaryAction?: { title: string; run: (data: Record<string, unknown>) => void };
  /**
   * Question descriptions worked out from the answers (e.g. a live word count), by question name: applied when
   * the survey is made and after every change of an answer.
   */
  describe?: (data: Record<string, unknown>) => Record<string, string>;
}
