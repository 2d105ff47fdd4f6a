// Module shapes the survey form imports that ship without types.

/** Vite's ?inline: the stylesheet's text, to put into a shadow root. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** SurveyJS's locale modules register their texts when imported and export nothing we use. */
declare module 'survey-core/i18n/*';
