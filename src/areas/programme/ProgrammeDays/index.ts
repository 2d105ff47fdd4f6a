export { ProgrammeDays, type ProgrammeDaysProps } from './ProgrammeDays';
