export { ProgrammeDays } from './ProgrammeDays';
