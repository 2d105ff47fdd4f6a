export { ExhibitorCard, type ExhibitorCardProps } from './ExhibitorCard';
