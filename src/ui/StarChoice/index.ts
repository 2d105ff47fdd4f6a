export { StarChoice } from './StarChoice';
