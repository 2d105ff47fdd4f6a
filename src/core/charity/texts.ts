/**
 * English defaults of the charity texts (the spec gives none: docs/rules/content-areas.md sections 2 and 4 name the
 * screens). The survey's labels repeat section 8's evaluation words under charity keys, so that an event
 * can word its quiz differently from its evaluation.
 */
export const CHARITY_TEXTS = {
  'charity.retry': 'Try again',
  'charity.intro': 'Answer the quiz challenges of our partners: every correct answer earns points for the charity project you choose.',
  // projects
  'charity.projects.title': 'Projects',
  'charity.projects.loading': 'Loading the projects…',
  'charity.projects.error': 'The projects could not be loaded.',
  'charity.projects.empty': 'There are no charity projects yet.',
  'charity.projects.more': 'More about {name}',
  'charity.projects.supported': 'You are supporting this project',
  // choosing a project
  'charity.support.legend': 'Which project do your points support?',
  'charity.support.needed': 'Please choose the project your points support first.',
  'charity.support.current': 'Your points support {name}.',
  // challenges
  'charity.challenges.title': 'Challenges',
  'charity.challenges.loading': 'Loading the challenges…',
  'charity.challenges.error': 'The challenges could not be loaded.',
  'charity.challenges.empty': 'There are no challenges yet.',
  'charity.challenge.company': 'by {company}',
  'charity.challenge.points': '{points, plural, one {# point} other {# points}} per correct answer',
  'charity.challenge.start': 'Start {name}',
  'charity.challenge.started': 'In progress',
  'charity.challenge.done': 'Done: you have completed this challenge',
  'charity.signIn': 'Sign in to take part',
  'charity.signIn.prompt': 'Sign in to choose a project and take the challenges.',
  // the challenge's survey
  'charity.survey.title': 'Challenge: {name}',
  'charity.survey.supporting': 'Your points go to {project}.',
  'charity.survey.loading': 'Loading the challenge…',
  'charity.survey.error': 'The challenge could not be loaded.',
  'charity.survey.cancel': 'Choose another challenge',
  'charity.survey.complete': 'Complete',
  'charity.survey.back': 'Back',
  'charity.survey.next': 'Next',
  'charity.survey.mandatory': 'There are mandatory questions which are not answered. Please check, thank you.',
  'charity.survey.saving': 'Saving your answers…',
  'charity.survey.saved': 'Thank you! Your answers are saved.',
  'charity.survey.saveFailed': 'Your answers could not be saved. Please try again.',
  'charity.survey.alreadyDone': 'You have already completed this challenge.',
  'charity.survey.unauthorized': 'Please sign in again to submit your answers.',
  'charity.result':
    'Thank you! {correct, plural, one {# correct answer} other {# correct answers}} in {challenge}: {points, plural, one {# point} other {# points}} for {project}.',
  // highscores
  'charity.highscore.title': 'Highscores',
  'charity.highscore.titleForProject': 'Highscores for {project}',
  'charity.highscore.views': 'Highscore lists',
  'charity.highscore.view.projects': 'Projects',
  'charity.highscore.view.challenges': 'Challenges',
  'charity.highscore.view.companies': 'Companies',
  'charity.highscore.view.participants': 'Participants',
  'charity.highscore.caption': 'Highscore: {view}',
  'charity.highscore.captionForProject': 'Highscore: {view} for {project}',
  'charity.highscore.rank': 'Rank',
  'charity.highscore.name': 'Name',
  'charity.highscore.points': 'Points',
  'charity.highscore.loading': 'Loading the highscore…',
  'charity.highscore.error': 'The highscore could not be loaded.',
  'charity.highscore.empty': 'No points yet: be the first!',
  'charity.highscore.takePart': 'Take part in the charity challenge',
} as const;
