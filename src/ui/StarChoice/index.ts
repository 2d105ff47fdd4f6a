export { StarChoice, type StarChoiceProps } from './StarChoice';
