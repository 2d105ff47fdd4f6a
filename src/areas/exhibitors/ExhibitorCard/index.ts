export { ExhibitorCard } from './ExhibitorCard';
