/** The logo grid area's public face. */
export { LogoGrid, type LogoGridProps } from './LogoGrid';
